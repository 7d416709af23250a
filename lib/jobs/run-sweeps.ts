import { log } from "../http/log";
import type { Sweep } from "./define-sweep";

// Each sweep every `everyMs`; a run starts only once the previous one has finished, so a slow database gets no pile of
// them, and a stop waits for one under way.
export function runSweeps(sweeps: Sweep[]): { stop: () => Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  const timers = sweeps.map((sweep) => {
    const timer = setInterval(() => {
      if (running.has(sweep.name)) return;
      const run = sweep
        .run()
        .then((found) => found && log.warn("sweep found work", { sweep: sweep.name, found }))
        .catch((error: Error) => log.warn("sweep failed", { sweep: sweep.name, error: error.message }))
        .finally(() => running.delete(sweep.name));
      running.set(sweep.name, run);
    }, sweep.everyMs);
    return timer.unref();
  });
  return {
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.allSettled(running.values());
    },
  };
}
