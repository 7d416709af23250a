import { handleRequest } from "@/lib/http/handle-request";
import { authorizeScrape } from "@/lib/metrics/authorize-scrape";
import { metricsRegistry } from "@/lib/metrics/metrics-registry";
import { watchEmbeddedPostgres } from "@/lib/metrics/postgres-metrics";
import { watchDatabasePool } from "@/lib/metrics/database-metrics";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

export const GET = handleRequest(async (request) => {
  authorizeScrape(request);
  watchEmbeddedPostgres();
  watchDatabasePool();
  const registry = metricsRegistry();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
