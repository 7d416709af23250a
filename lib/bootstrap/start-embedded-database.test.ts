import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { describe, expect, it, vi } from "vitest";
import { explainPostgresFailure } from "./explain-postgres-failure";
import { loadInstanceSettings, readInstanceSettings, saveInstanceSettings } from "./instance-settings";
import { startEmbeddedDatabase } from "./start-embedded-database";

// A port the free-port check calls free although it is taken: another process took it between the check and the start.
const takenAfterCheck = vi.hoisted(() => ({ port: 0 }));
vi.mock("./find-free-port", async (original) => {
  const real = await original<typeof import("./find-free-port")>();
  return {
    findFreePort: (preferred?: number) =>
      preferred && preferred === takenAfterCheck.port ? Promise.resolve(preferred) : real.findFreePort(preferred),
  };
});

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// A fresh folder for one test, removed after it.
async function inFreshFolder(prefix: string, run: (parent: string) => Promise<void>): Promise<void> {
  const parent = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    await run(parent);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

// Starts the embedded database in `folder`, runs `check` on its URL, then stops it.
async function whileRunning(folder: string, check: (url: string) => Promise<void>): Promise<void> {
  const database = await startEmbeddedDatabase(folder);
  try {
    await check(database.url);
  } finally {
    await database.stop();
  }
}

// inet_server_addr() is null on a Unix socket's connection.
const serverAddress = async (url: string) => (await query(url, "SELECT inet_server_addr()::text AS addr"))[0].addr;

async function expectTcp(url: string): Promise<void> {
  expect(new URL(url).searchParams.has("host")).toBe(false);
  expect(await serverAddress(url)).toBe("127.0.0.1/32");
}

describe("embedded PostgreSQL", () => {
  it.runIf(process.getuid?.() === 0)("as root, runs from a data folder inside a folder only root may enter", () =>
    inFreshFolder("gatehouse-private-", async (parent) => {
      chmodSync(parent, 0o700);
      await whileRunning(path.join(parent, "data"), async (url) =>
        expect(await query(url, "SELECT current_user AS who")).toEqual([{ who: "postgres" }]),
      );
    }),
  );

  it("moves to a free port when its stored port is taken, and keeps the new one", () =>
    inFreshFolder("gatehouse-port-", async (parent) => {
      const folder = path.join(parent, "data");
      const taken = net.createServer().listen(0, "127.0.0.1");
      await new Promise((resolve) => taken.once("listening", resolve));
      const takenPort = (taken.address() as net.AddressInfo).port;
      saveInstanceSettings({ ...loadInstanceSettings(folder), postgresPort: takenPort }, folder);
      try {
        await whileRunning(folder, async (url) => {
          const port = Number(new URL(url).port);
          expect(port).not.toBe(takenPort);
          expect(readInstanceSettings(folder)?.postgresPort).toBe(port);
          expect(await query(url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
        });
      } finally {
        taken.close();
      }
    }));

  it("starts on another free port when its port is taken between the check and the start, and keeps it", () =>
    inFreshFolder("gatehouse-race-", async (parent) => {
      const folder = path.join(parent, "data");
      const taken = net.createServer().listen(0, "127.0.0.1");
      await new Promise((resolve) => taken.once("listening", resolve));
      takenAfterCheck.port = (taken.address() as net.AddressInfo).port;
      saveInstanceSettings({ ...loadInstanceSettings(folder), postgresPort: takenAfterCheck.port }, folder);
      try {
        await whileRunning(folder, async (url) => {
          const port = Number(new URL(url).port);
          expect(port).not.toBe(takenAfterCheck.port);
          expect(readInstanceSettings(folder)?.postgresPort).toBe(port);
          expect(new URL(url).searchParams.get("host")).toBe(path.join(folder, "postgres"));
          expect(await query(url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
        });
      } finally {
        takenAfterCheck.port = 0;
        taken.close();
      }
    }));

  it("hands out a URL through the Unix socket in its data folder, and TCP where that path would be too long", () =>
    inFreshFolder("gatehouse-socket-", async (parent) => {
      await whileRunning(path.join(parent, "data"), async (url) => {
        expect(new URL(url).searchParams.get("host")).toBe(path.join(parent, "data", "postgres"));
        expect(await serverAddress(url)).toBeNull();
      });
      await whileRunning(path.join(parent, "d".repeat(100)), expectTcp);
    }));

  it("keeps TCP alone when its data folder cannot hold the socket", () =>
    inFreshFolder("gatehouse-nosocket-", async (parent) => {
      const folder = path.join(parent, "data");
      await whileRunning(folder, async () => undefined);
      // A folder where the socket belongs: PostgreSQL cannot bind it, as on a file system without sockets.
      mkdirSync(path.join(folder, "postgres", `.s.PGSQL.${loadInstanceSettings(folder).postgresPort}`));
      await whileRunning(folder, expectTcp);
    }));

  it("turns PostgreSQL's own failures into one line saying what to do", () => {
    const dir = "/srv/data/postgres";
    expect(
      explainPostgresFailure(dir, 5544, 'LOG: could not bind IPv4 address "127.0.0.1": Address already in use').message,
    ).toMatch(/^PostgreSQL could not listen on 127\.0\.0\.1:5544, .*: start again/);
    expect(
      explainPostgresFailure(dir, 5544, 'FATAL: could not write to file "pg_wal/xlogtemp": No space left on device')
        .message,
    ).toMatch(/^The disk holding \/srv\/data\/postgres is full: free some space/);
    expect(
      explainPostgresFailure(dir, 5544, 'FATAL: data directory "/srv/data/postgres" has wrong ownership').message,
    ).toMatch(/cannot use its data folder \/srv\/data\/postgres: give that user ownership/);
    const held = explainPostgresFailure(
      dir,
      5544,
      'FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 4242) running in data directory "/srv/data/postgres"?',
    ).message;
    expect(held).toMatch(
      /^PostgreSQL from an earlier start still runs in \/srv\/data\/postgres \(pid 4242\): stop it \(kill 4242\)/,
    );
    expect(held).not.toContain("delete");
    expect(explainPostgresFailure(dir, 5544, "FATAL: something else").message).toMatch(
      /to start afresh, losing its data, delete that folder/,
    );
    for (const log of ["x\ny", "FATAL: could not bind\nAddress already in use", "No space left on device"])
      expect(explainPostgresFailure(dir, 1, log).message).not.toContain("\n");
  });
});
