import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../api-keys/issue-api-key";
import { findFreePort } from "../bootstrap/find-free-port";
import { embeddedDatabaseUrl, readInstanceSettings } from "../bootstrap/instance-settings";
import { startEmbeddedDatabase } from "../bootstrap/start-embedded-database";
import { createDatabaseClient, endDatabaseClient } from "../db/client";

const GRACE_MS = 8000;
const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-lifecycle-"));
chmodSync(folder, 0o755); // PostgreSQL runs as its own user below it when the tests run as root
let platform: ChildProcess | null = null;

type Platform = { child: ChildProcess; port: number; output: () => string };

// `via: "npm"` starts it as a user or a container does, through `npm start`.
async function startPlatform(mode: "start" | "dev" = "start", via: "node" | "npm" = "node"): Promise<Platform> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEHOUSE_DATA_DIR: folder,
    PORT: String(port),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    // Warnings are printed, so the stop's output shows any connection PostgreSQL cut.
    LOG_LEVEL: "info",
  };
  delete env.DATABASE_URL;
  // Its own process group, so the test can signal the whole group as a service manager does.
  const [command, args] =
    via === "npm"
      ? ["npm", [mode === "dev" ? "run" : "", mode, "--silent"].filter(Boolean)]
      : [process.execPath, ["--import", "tsx", "lib/bootstrap/start-platform.ts", mode]];
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  platform = child;
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 240_000;
  while ((await status(port, "/api/health")) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the platform did not become healthy: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, port, output: () => output };
}

// One request on its own connection: "refused" means the server never accepted it.
function send(
  port: number,
  method: string,
  pathname: string,
  body?: unknown,
  key?: string,
): Promise<number | "refused" | "failed"> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const headers: Record<string, string> = payload ? { "content-type": "application/json" } : {};
    if (key) headers.authorization = `Bearer ${key}`;
    const req = request({ host: "127.0.0.1", port, method, path: pathname, agent: false, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve("failed"));
    });
    req.setTimeout(20_000, () => req.destroy(new Error("timed out")));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" ? "refused" : "failed"));
    req.end(payload);
  });
}
const status = async (port: number, pathname: string) => send(port, "GET", pathname);

async function adminKey(): Promise<string> {
  const client = createDatabaseClient(embeddedDatabaseUrl(readInstanceSettings(folder)!, "gatehouse"));
  const { key } = await issueApiKey(client, {
    name: `lifecycle-${Date.now()}`,
    scopes: ["properties:read", "properties:write"],
    tenantId: "demo-tenant",
    rateLimitPerMinute: 1_000_000,
  });
  await endDatabaseClient(client);
  return key;
}

// The first failure of the reset link's mail job, once the worker has tried it.
async function lastMailError(): Promise<string> {
  const client = createDatabaseClient(embeddedDatabaseUrl(readInstanceSettings(folder)!, "gatehouse"));
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const [job] = await client.$queryRaw<{ lastError: string | null }[]>`
        select last_error as "lastError" from graphile_worker.jobs where task_identifier = 'users.send-link'`;
      if (job?.lastError) return job.lastError;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return "the mail job did not fail within 30 s";
  } finally {
    await endDatabaseClient(client);
  }
}

// 8 writers creating properties until told to stop or refused; each result is kept by name.
function writers(port: number, key: string, label: string) {
  const results = { acknowledged: [] as string[], unavailable: 0, failed: [] as string[] };
  let writing = true;
  const done = Promise.all(
    Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        const name = `${label}-${writer}-${n}`;
        const result = await send(
          port,
          "POST",
          "/api/admin/properties",
          { name, address: "1 Test Street", timezone: "UTC" },
          key,
        );
        if (result === 201) results.acknowledged.push(name);
        else if (result === "refused") return;
        else if (result === 503) results.unavailable++;
        else results.failed.push(`${name}: ${result}`);
      }
    }),
  );
  return { results, stop: async () => ((writing = false), await done), done };
}

async function storedNames(): Promise<Set<string>> {
  const database = await startEmbeddedDatabase(folder);
  const client = createDatabaseClient(database.url);
  const rows = await client.property.findMany({ select: { name: true } });
  await endDatabaseClient(client);
  await database.stop();
  return new Set(rows.map((row) => row.name));
}

// A stop that has not ended within a minute fails with what the platform printed, rather than running out the test.
async function stopAndMeasure(running: Platform, signal: () => void): Promise<{ code: number | null; ms: number }> {
  const { child } = running;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = Date.now();
  signal();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), 60_000)));
  const code = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (code === "late")
    throw new Error(`the platform did not exit within 60 s of the stop: ${running.output().slice(-4000)}`);
  platform = null;
  return { code, ms: Date.now() - started };
}

afterAll(async () => {
  if (platform?.pid && platform.exitCode === null) process.kill(-platform.pid, "SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

describe("the platform under faults and stops (npm start, 8 concurrent writers)", () => {
  it(
    "restarts a killed embedded PostgreSQL within 10 s with no failed request and no acknowledged write lost, then stops cleanly",
    { timeout: 600_000 },
    async () => {
      const running = await startPlatform();
      const key = await adminKey();

      // `npm start` is production in every part, the job worker in the launcher's process too: with no SMTP_URL a
      // reset link's mail fails its job rather than being written to the log.
      expect(await send(running.port, "POST", "/api/v1/auth/password-reset", { email: "staff@gatehouse.local" })).toBe(
        202,
      );
      expect(await lastMailError()).toContain("SMTP_URL is not set");

      // The embedded PostgreSQL killed as the OOM killer would.
      const crash = writers(running.port, key, "crash");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const postmaster = Number(readFileSync(path.join(folder, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(postmaster, "SIGKILL");
      const killedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await status(running.port, "/api/health/live")).toBe(200);
      while ((await status(running.port, "/api/health")) !== 200) {
        if (Date.now() - killedAt > 60_000) throw new Error(`no recovery within 60 s: ${running.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const recoveredMs = Date.now() - killedAt;
      const afterRecovery = crash.results.acknowledged.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await crash.stop();
      expect(recoveredMs, running.output()).toBeLessThan(10_000);
      expect(crash.results.acknowledged.length).toBeGreaterThan(afterRecovery); // writes succeed again after the restart
      expect(crash.results.failed).toEqual([]);
      expect(running.output()).toMatch(/PostgreSQL \(embedded\) exited unexpectedly .*restarting/);

      // A stop with no load: exits 0 and PostgreSQL shuts down cleanly.
      const beforeStop = running.output().length;
      const stop = await stopAndMeasure(running, () => running.child.kill("SIGTERM"));
      expect(stop.code).toBe(0);
      // Every connection is closed by its process before PostgreSQL stops, so none is cut.
      expect(running.output().slice(beforeStop)).toContain('"msg":"shutting down"');
      expect(running.output().slice(beforeStop)).not.toMatch(/connection lost/);
      expect(existsSync(path.join(folder, "postgres", "postmaster.pid"))).toBe(false);

      const stored = await storedNames();
      expect(crash.results.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    },
  );

  it(
    "stops cleanly when only `npm start` is sent SIGTERM, as `docker stop` or a `kill` of its pid does",
    { timeout: 300_000 },
    async () => {
      const running = await startPlatform("start", "npm");
      const stop = await stopAndMeasure(running, () => running.child.kill("SIGTERM"));
      expect(stop.code).toBe(0);
      expect(running.output()).toContain('"msg":"shutting down"');
      // Nothing is left running: the port answers no more and PostgreSQL has shut down.
      expect(await status(running.port, "/api/health/live")).toBe("refused");
      expect(existsSync(path.join(folder, "postgres", "postmaster.pid"))).toBe(false);
    },
  );
});
