import { handleRequest } from "@/lib/http/handle-request";
import { authorizeScrape } from "@/lib/metrics/authorize-scrape";
import { renderMetrics } from "@/lib/metrics/render-metrics";
import { watchJobQueue } from "@/lib/jobs/watch-job-queue";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

export const GET = handleRequest(async (request) => {
  authorizeScrape(request);
  watchJobQueue();
  const { text, contentType } = await renderMetrics();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
