import { config } from "../config/read-config";
import { startJobWorker, type JobWorker } from "./start-job-worker";

// The worker part of `npm run dev` / `npm start`: on unless WORKER=off (a web-only instance).
export async function startPlatformWorker(): Promise<JobWorker | null> {
  if (config().WORKER === "off") {
    console.log("Job worker: off (WORKER=off); run `npm run worker` elsewhere or jobs wait in the queue");
    return null;
  }
  const worker = await startJobWorker();
  console.log("Job worker: running in this process (WORKER=off turns it off)");
  return worker;
}
