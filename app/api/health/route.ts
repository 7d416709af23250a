import { checkHealth } from "@/lib/health/check-health";
import { handleRequest } from "@/lib/http/handle-request";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = handleRequest(async () => json(await checkHealth()));
