import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { distDir } from "../bootstrap/dist-dir";
import { findFreePort } from "../bootstrap/find-free-port";
import { KEEP_ALIVE_ARGS } from "../bootstrap/parts/web-server-part";

export type TestServer = { baseUrl: string; stop: () => Promise<void> };

// Runs the production build (`next start`) against the given database on a free port.
export async function startTestServer(databaseUrl: string, env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(path.join(distDir(), "BUILD_ID")))
    throw new Error("No production build: run `npx next build` first (npm test does)");
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join("node_modules", "next", "dist", "bin", "next"),
      "start",
      "-H",
      "127.0.0.1",
      "-p",
      String(port),
      ...KEEP_ALIVE_ARGS,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        LOG_LEVEL: "silent",
        // Stops as `npm start` does (drain-on-signal): idle keep-alive connections close at once instead of holding
        // the process until they time out.
        NEXT_MANUAL_SIG_HANDLE: "1",
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef",
        CORE_JWT_SECRET: "test-core-jwt-secret-0123456789abcdef",
        GUEST_PASS_SECRET: "test-guest-pass-secret-0123456789abcdef",
        METRICS_TOKEN: "test-metrics-token",
        // The tests stand in for the proxy in front: they name the client in X-Forwarded-For.
        TRUSTED_PROXIES: "127.0.0.1/32, ::1/128",
        // Test files sign in from one address far more often than people do; the login flood test sets these back.
        SIGN_IN_ATTEMPTS_PER_MINUTE: "100000",
        SIGN_IN_FAILURES_PER_CLIENT: "100000",
        SIGN_IN_CONCURRENCY_PER_CLIENT: "100000",
        SIGN_IN_REFUSAL_DELAY_MS: "0",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  let spawnError: Error | null = null;
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  child.on("error", (error) => (spawnError = error));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (spawnError) throw new Error(`next start could not be run: ${(spawnError as Error).message}`);
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(`${baseUrl}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`next start did not answer within 60 s: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
