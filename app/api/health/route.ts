import { checkHealth } from "@/lib/health/check-health";
import { handleRequest } from "@/lib/http/handle-request";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

export const GET = handleRequest(async () => json(await checkHealth()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
