import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../testing/fresh-database";
import { findFreePort } from "./find-free-port";

const SCRIPTS = { migrate: "lib/bootstrap/migrate-database.ts", worker: "lib/jobs/run-worker.ts" };
const running: ReturnType<typeof spawn>[] = [];
afterAll(() => running.forEach((child) => child.kill("SIGKILL")));

// Runs `npm run migrate` or `npm run worker` as a deploy would; `output()` is what it printed so far.
function run(script: keyof typeof SCRIPTS, databaseUrl: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" };
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", SCRIPTS[script]], { env });
  running.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const lines = () => output.split("\n").filter((line) => line.trim() && !/nodedir|npm warn/i.test(line));
  return { child, exited, lines, output: () => output };
}

describe("the deploy steps (npm run migrate, npm run worker)", () => {
  it("an unreachable or refusing database is one line saying what to fix, without the password", async () => {
    const closed = await findFreePort();
    for (const script of ["migrate", "worker"] as const) {
      const unreachable = run(script, `postgresql://app:hunter2secret@127.0.0.1:${closed}/gatehouse`);
      expect(await unreachable.exited, script).toBe(1);
      expect(unreachable.lines()).toEqual([
        `Nothing answers at 127.0.0.1:${closed} (DATABASE_URL): start PostgreSQL there, fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`,
      ]);
      expect(unreachable.output()).not.toContain("hunter2secret");
    }
    const url = new URL(inject("databaseUrl"));
    url.password = "not-the-password";
    const refused = run("migrate", url.toString());
    expect(await refused.exited).toBe(1);
    expect(refused.lines()).toEqual([
      expect.stringMatching(/^PostgreSQL at .* refused user ".*": fix the user name and password in DATABASE_URL\.$/),
    ]);
    expect(refused.output()).not.toContain("not-the-password");
  }, 60_000);

  it("a worker started before the migrations waits for them, and runs once npm run migrate has applied them", async () => {
    const url = await freshDatabase("gatehouse_deploy");
    const worker = run("worker", url);
    await expect.poll(() => worker.output(), { timeout: 30_000 }).toMatch(/^Waiting for \d+ migration\(s\)/m);
    expect(worker.child.exitCode).toBeNull();
    const migrate = run("migrate", url);
    expect(await migrate.exited).toBe(0);
    expect(migrate.lines().at(-1)).toMatch(/^Applied \d+ migration\(s\): /);
    await expect.poll(() => worker.output(), { timeout: 30_000 }).toContain("Gatehouse job worker is running");
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(worker.output()).not.toMatch(/does not exist|Error/);

    // A migration whose run was cut short is named, with how to recover, in one line.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const [{ name }] = (
      await admin.query<{ name: string }>(
        "UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations) RETURNING migration_name AS name",
      )
    ).rows;
    await admin.end();
    const blocked = run("migrate", url);
    expect(await blocked.exited).toBe(1);
    expect(blocked.lines()).toEqual([
      `Migration ${name} failed part way in this database, so no later one is applied: undo what it left (a new database can be dropped and created again), mark it rolled back (npx prisma migrate resolve --rolled-back ${name}), then start again.`,
    ]);
  }, 120_000);
});
