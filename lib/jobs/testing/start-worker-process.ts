import { spawn, type ChildProcess } from "node:child_process";

export type WorkerProcess = { child: ChildProcess; ready: Promise<void>; stop: () => Promise<void> };

// `npm run worker` as its own process, as `npm start` and a scaled-out deployment run it: one node process with tsx
// as its loader, so a kill ends the worker itself (tsx's CLI would leave its child running). `ready` settles once it
// says it is running, or fails with what it printed if it exits first.
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/jobs/run-worker.ts"], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
      if (output.includes("job worker is running")) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`the job worker exited (${code}) before running: ${output}`)));
  });
  // Not every caller waits for it (a worker killed while starting); its failure is then not unhandled.
  ready.catch(() => {});
  // Waited for: a worker still releasing its locks as its schema or database goes away makes that wait or deadlock.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { child, ready, stop };
}
