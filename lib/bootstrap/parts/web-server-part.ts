import { spawn } from "node:child_process";
import path from "node:path";
import { childEnvironment, config } from "../../config/read-config";
import type { PlatformPart } from "../platform-part";
import { StartupError } from "../startup-error";

// Idle connections stay open longer than a load balancer's or HTTP client's own idle timeout (60 s is common): a
// server closing one first races the next request sent on it, which then fails with the connection reset.
export const KEEP_ALIVE_ARGS = ["--keepAliveTimeout", "65000"];

// `next dev` or `next start`, last: it serves requests once everything it needs runs.
export const webServerPart: PlatformPart = {
  name: "web server",
  start: async ({ mode, port }) => {
    const grace = config().SHUTDOWN_GRACE_MS ?? 8000;
    const next = spawn(
      process.execPath,
      [
        path.join("node_modules", "next", "dist", "bin", "next"),
        mode,
        "-p",
        String(port),
        ...(mode === "start" ? KEEP_ALIVE_ARGS : []),
      ],
      {
        stdio: "inherit",
        env: childEnvironment({
          NEXT_TELEMETRY_DISABLED: "1",
          // The server drains on SIGTERM and SIGINT itself (instrumentation.ts). `next dev` forwards the signal to
          // its server process and kills it after NEXT_EXIT_TIMEOUT_MS: long enough for the drain to finish.
          NEXT_MANUAL_SIG_HANDLE: "1",
          ...(mode === "dev" ? { NEXT_EXIT_TIMEOUT_MS: String(grace + 1000) } : {}),
        }),
      },
    );
    const ended = new Promise<number>((resolve) => {
      next.once("error", (error) => {
        console.error(new StartupError(`Next.js could not be run (${error.message}): run npm install again.`).message);
        resolve(1);
      });
      next.once("exit", (code, signal) => resolve(code ?? (signal ? 0 : 1)));
    });
    console.log(`Gatehouse: http://localhost:${port}  (sign in as owner@gatehouse.local / gatehouse; see README)`);
    return {
      ended,
      stop: async () => {
        // Sent also when the signal reached only the launcher (docker stop); a second one is ignored while draining.
        if (next.exitCode === null && next.signalCode === null) next.kill("SIGTERM");
        const timer = setTimeout(() => next.kill("SIGKILL"), grace + (mode === "dev" ? 2000 : 1000));
        await ended;
        clearTimeout(timer);
      },
    };
  },
};
