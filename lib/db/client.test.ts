import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { createDatabaseClient, endDatabaseClient, poolOf } from "./client";

const lostLines = (write: { mock: { calls: unknown[][] } }) =>
  write.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("database connection lost"));

describe("the database client's pool", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("warns when the server drops an idle connection of a pool in use", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const client = createDatabaseClient(inject("databaseUrl"));
    const [{ pid }] = await client.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const other = createDatabaseClient(inject("databaseUrl"));
    try {
      await other.$queryRaw`SELECT pg_terminate_backend(${pid}::int)::text`;
      for (let waited = 0; !lostLines(write).length && waited < 3000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lostLines(write)).toHaveLength(1);
    } finally {
      await endDatabaseClient(client);
      await endDatabaseClient(other);
    }
  });

  it("ends with every connection closed, so a database stopped next cuts none", async () => {
    const client = createDatabaseClient(inject("databaseUrl"));
    const pool = poolOf(client)!.pool;
    const sockets: { destroyed: boolean }[] = [];
    pool.on("connect", (connection) =>
      sockets.push((connection as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream),
    );
    await Promise.all([1, 2, 3].map(() => client.$queryRaw`SELECT pg_sleep(0.05)::text`));
    expect(sockets.length).toBeGreaterThan(1);
    await endDatabaseClient(client);
    expect(sockets.filter((socket) => !socket.destroyed).length).toBe(0);
  });

  it("says nothing of connections cut after it was ended (a database stopped right after)", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const client = createDatabaseClient(inject("databaseUrl"));
    await client.$queryRaw`SELECT 1::text`;
    const pool = poolOf(client)!.pool;
    await endDatabaseClient(client);
    // pg's end resolves before its sockets close, so the server's "terminating connection" can still arrive.
    pool.emit("error", new Error("terminating connection due to administrator command"));
    expect(lostLines(write)).toEqual([]);
    expect(pool.ended).toBe(true);
  });

  it("ends within its bound while a connection is still checked out and never released", async () => {
    const client = createDatabaseClient(inject("databaseUrl"));
    const pool = poolOf(client)!.pool;
    const held = await pool.connect();
    const started = Date.now();
    await endDatabaseClient(client);
    expect(Date.now() - started).toBeLessThan(10_000);
    held.release(true);
  });
});
