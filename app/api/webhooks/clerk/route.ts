import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { clerkIntake } from "@/lib/identity-sync/clerk-intake";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(clerkIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
