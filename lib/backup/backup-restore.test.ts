import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../bootstrap/start-embedded-database";

const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-backup-"));
chmodSync(folder, 0o755); // PostgreSQL runs as its own user below it when the tests run as root
const backupFile = path.join(folder, "..", `${path.basename(folder)}.tar.gz`);
let running: EmbeddedDatabase | null = null;

function runCommand(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, GATEHOUSE_DATA_DIR: folder };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function rowsIn(database: EmbeddedDatabase): Promise<Set<string>> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ writer: number; n: number }>("SELECT writer, n FROM backup_probe");
  await client.end();
  return new Set(rows.map((row) => `${row.writer}:${row.n}`));
}

afterAll(async () => {
  await running?.stop();
  rmSync(folder, { recursive: true, force: true });
  rmSync(backupFile, { force: true });
});

describe("db:backup and db:restore", () => {
  it("names the missing folder of --out in one line, before touching the database", async () => {
    const missing = path.join(folder, "no-such-folder", "x.tar.gz");
    const backup = await runCommand("lib/backup/backup-command.ts", ["--out", missing]);
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim()).toBe(
      `The folder ${path.dirname(missing)} does not exist: create it, or give --out a file in another folder.`,
    );
  });

  it("refuses an unknown option or a stray argument with one usage line and status 2, before anything starts", async () => {
    const backup = "usage: npm run db:backup -- [--out FILE]";
    const restore = "usage: npm run db:restore -- FILE [--force]";
    const cases: [string, string[], string][] = [
      ["lib/backup/backup-command.ts", ["--bogus"], `Unknown option --bogus; ${backup}`],
      ["lib/backup/backup-command.ts", [backupFile], `Unexpected argument ${backupFile}; ${backup}`],
      ["lib/backup/restore-command.ts", [backupFile, "--forse"], `Unknown option --forse; ${restore}`],
      ["lib/backup/restore-command.ts", [], restore],
    ];
    const runs = await Promise.all(cases.map(([script, args]) => runCommand(script, args)));
    expect(runs.map((run) => [run.code, run.stderr.trim()])).toEqual(cases.map(([, , line]) => [2, line]));
  });

  it("refuses a folder, an empty, a garbage and a cut-short file as a backup in one line, changing nothing", async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "gatehouse-not-a-backup-"));
    try {
      const garbage = path.join(scratch, "garbage.tar.gz");
      writeFileSync(garbage, "this is not a backup\n".repeat(100));
      const empty = path.join(scratch, "empty.tar.gz");
      writeFileSync(empty, "");
      const cut = path.join(scratch, "cut.tar.gz");
      writeFileSync(cut, gzipSync(Buffer.alloc(100_000, 7)).subarray(0, 500));
      const cases: [string, RegExp][] = [
        [scratch, /^.* is a folder: name a backup file \(gatehouse-<time>\.tar\.gz\) in it\.$/],
        [garbage, /^.*garbage\.tar\.gz is not a readable Gatehouse backup \(.+\); nothing was changed\.$/],
        [empty, /^.*empty\.tar\.gz is not a (readable|complete) Gatehouse backup .*nothing was changed\.$/],
        [cut, /^.*cut\.tar\.gz is not a (readable|complete) Gatehouse backup .*nothing was changed\.$/],
      ];
      for (const [file, line] of cases) {
        const restore = await runCommand("lib/backup/restore-command.ts", [file]);
        expect(restore.code, file).toBe(1);
        expect(restore.stderr.trim(), file).toMatch(line);
        expect(existsSync(path.join(folder, "postgres.restoring")), file).toBe(false);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("backs up under 8 writers, restores into a wiped folder with every write acknowledged before the backup, and refuses to overwrite without --force", async () => {
    running = await startEmbeddedDatabase(folder);
    const setup = new Client({ connectionString: running.url });
    await setup.connect();
    await setup.query("CREATE TABLE backup_probe (writer int NOT NULL, n int NOT NULL, PRIMARY KEY (writer, n))");
    await setup.end();

    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      const client = new Client({ connectionString: running!.url });
      await client.connect();
      for (let n = 0; writing; n++) {
        await client.query("INSERT INTO backup_probe (writer, n) VALUES ($1, $2)", [writer, n]);
        acknowledged.push(`${writer}:${n}`);
      }
      await client.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const beforeBackup = [...acknowledged];
    const backup = await runCommand("lib/backup/backup-command.ts", ["--out", backupFile]);
    writing = false;
    await Promise.all(writers);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* of PostgreSQL \d+ data to .* in [\d.]+ s\.$/m);
    expect(beforeBackup.length).toBeGreaterThan(100);
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length); // writes went on during the backup

    await running.stop();
    running = null;
    rmSync(folder, { recursive: true, force: true });

    const restore = await runCommand("lib/backup/restore-command.ts", [backupFile]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    running = await startEmbeddedDatabase(folder);
    const restored = await rowsIn(running);
    expect(beforeBackup.filter((row) => !restored.has(row))).toEqual([]);
    await running.stop();
    running = null;

    const refused = await runCommand("lib/backup/restore-command.ts", [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a database; nothing was changed\. Run again with --force/);
  }, 180_000);
});
