import { config } from "../../config/read-config";
import { checkPortFree } from "../check-port-free";
import type { PlatformPart } from "../platform-part";

// Checked first, so a busy port stops the start before the database is started for nothing; the metrics port too,
// which the server would otherwise only log as failed while /metrics stayed silent.
export const appPortPart: PlatformPart = {
  name: "app port",
  start: async ({ port }) => {
    await checkPortFree(port, "the web server", "PORT");
    const metricsPort = config().METRICS_PORT;
    if (metricsPort) await checkPortFree(metricsPort, "the metrics endpoint", "METRICS_PORT", "127.0.0.1");
  },
};
