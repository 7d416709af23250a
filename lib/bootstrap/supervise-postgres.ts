import { writePostgresState as writeState } from "../lifecycle/postgres-state";
import type { RunningPostgres } from "./run-postgres";

const BACKOFF_MS = [250, 1000, 2000, 4000, 8000];

// Restarts the embedded PostgreSQL when it exits unexpectedly, with backoff; after five failed tries it gives up.
// The state file tells the app's liveness check and metrics what is going on.
export function supervisePostgres(options: {
  first: RunningPostgres;
  start: () => Promise<RunningPostgres>;
  stateFile: string;
  recentLog: string[];
  report: (message: string) => void;
  giveUp: () => void;
}): { stop: () => Promise<void> } {
  let current = options.first;
  let stopping = false;
  let restarts = 0;
  writeState(options.stateFile, "running", restarts);
  const restart = async () => {
    writeState(options.stateFile, "restarting", restarts);
    for (const [attempt, wait] of BACKOFF_MS.entries()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopping) return;
      try {
        current = await options.start();
        restarts++;
        writeState(options.stateFile, "running", restarts);
        options.report(`PostgreSQL (embedded) restarted after ${attempt + 1} tr${attempt ? "ies" : "y"}.`);
        watch();
        return;
      } catch (error) {
        options.report(
          `PostgreSQL (embedded) restart ${attempt + 1} of ${BACKOFF_MS.length} failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
        );
      }
    }
    writeState(options.stateFile, "failed", restarts);
    options.giveUp();
  };
  const watch = () =>
    current.onExit((code, signal) => {
      if (stopping) return;
      options.report(
        `PostgreSQL (embedded) exited unexpectedly (code ${code}, signal ${signal}); restarting. Its last lines:\n${options.recentLog.slice(-10).join("\n")}`,
      );
      void restart();
    });
  watch();
  return {
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}
