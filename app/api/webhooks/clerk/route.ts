import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { clerkIntake } from "@/lib/identity-sync/clerk-intake";

export const POST = webhookRoute(clerkIntake);
