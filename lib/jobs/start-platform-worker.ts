import { startJobWorker, type JobWorker } from "./start-job-worker";

// The worker part of `npm run dev` / `npm start`: on unless WORKER=off (a web-only instance).
export async function startPlatformWorker(): Promise<JobWorker | null> {
  const setting = process.env.WORKER ?? "on";
  if (setting !== "on" && setting !== "off") throw new Error(`WORKER must be "on" or "off", not "${setting}"`);
  if (setting === "off") {
    console.log("Job worker: off (WORKER=off); run `npm run worker` elsewhere or jobs wait in the queue");
    return null;
  }
  const worker = await startJobWorker();
  console.log("Job worker: running in this process (WORKER=off turns it off)");
  return worker;
}
