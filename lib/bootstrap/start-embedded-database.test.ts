import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { explainPostgresFailure } from "./explain-postgres-failure";
import { loadInstanceSettings, readInstanceSettings, saveInstanceSettings } from "./instance-settings";
import { startEmbeddedDatabase } from "./start-embedded-database";

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL", () => {
  it.runIf(process.getuid?.() === 0)(
    "as root, runs from a data folder inside a folder only root may enter",
    async () => {
      const parent = mkdtempSync(path.join(os.tmpdir(), "gatehouse-private-"));
      chmodSync(parent, 0o700);
      const database = await startEmbeddedDatabase(path.join(parent, "data"));
      try {
        expect(await query(database.url, "SELECT current_user AS who")).toEqual([{ who: "postgres" }]);
      } finally {
        await database.stop();
        rmSync(parent, { recursive: true, force: true });
      }
    },
  );

  it("moves to a free port when its stored port is taken, and keeps the new one", async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), "gatehouse-port-")), "data");
    const taken = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    const takenPort = (taken.address() as net.AddressInfo).port;
    saveInstanceSettings({ ...loadInstanceSettings(folder), postgresPort: takenPort }, folder);
    const database = await startEmbeddedDatabase(folder);
    try {
      const port = Number(new URL(database.url).port);
      expect(port).not.toBe(takenPort);
      expect(readInstanceSettings(folder)?.postgresPort).toBe(port);
      expect(await query(database.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await database.stop();
      taken.close();
      rmSync(path.dirname(folder), { recursive: true, force: true });
    }
  });

  it("hands out a URL through the Unix socket in its data folder, and TCP where that path would be too long", async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "gatehouse-socket-"));
    const shallow = await startEmbeddedDatabase(path.join(parent, "data"));
    try {
      expect(new URL(shallow.url).searchParams.get("host")).toBe(path.join(parent, "data", "postgres"));
      // inet_server_addr() is null on a Unix socket's connection.
      expect(await query(shallow.url, "SELECT inet_server_addr()::text AS addr")).toEqual([{ addr: null }]);
    } finally {
      await shallow.stop();
    }
    const deep = await startEmbeddedDatabase(path.join(parent, "d".repeat(100)));
    try {
      expect(new URL(deep.url).searchParams.has("host")).toBe(false);
      expect(await query(deep.url, "SELECT inet_server_addr()::text AS addr")).toEqual([{ addr: "127.0.0.1/32" }]);
    } finally {
      await deep.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("keeps TCP alone when its data folder cannot hold the socket", async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), "gatehouse-nosocket-")), "data");
    const first = await startEmbeddedDatabase(folder);
    await first.stop();
    // A folder where the socket belongs: PostgreSQL cannot bind it, as on a file system without sockets.
    mkdirSync(path.join(folder, "postgres", `.s.PGSQL.${loadInstanceSettings(folder).postgresPort}`));
    const again = await startEmbeddedDatabase(folder);
    try {
      expect(new URL(again.url).searchParams.has("host")).toBe(false);
      expect(await query(again.url, "SELECT inet_server_addr()::text AS addr")).toEqual([{ addr: "127.0.0.1/32" }]);
    } finally {
      await again.stop();
      rmSync(path.dirname(folder), { recursive: true, force: true });
    }
  });

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
    for (const log of ["x\ny", "FATAL: could not bind\nAddress already in use", "No space left on device"])
      expect(explainPostgresFailure(dir, 1, log).message).not.toContain("\n");
  });
});
