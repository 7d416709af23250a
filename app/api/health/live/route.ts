import { checkLiveness } from "@/lib/health/check-liveness";
import { handleRequest } from "@/lib/http/handle-request";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

// Liveness: the process answers HTTP. It never touches the database, so a database outage does not get the process restarted.
export const GET = handleRequest(async () => json(checkLiveness()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
