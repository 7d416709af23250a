import { startPlatformWorker } from "../../jobs/start-platform-worker";
import type { PlatformPart } from "../platform-part";

// Stops before the database: running jobs finish (bounded) while it is still up.
export const jobWorkerPart: PlatformPart = {
  name: "job worker",
  start: async () => {
    const worker = await startPlatformWorker();
    return worker ? { stop: () => worker.stop() } : undefined;
  },
};
