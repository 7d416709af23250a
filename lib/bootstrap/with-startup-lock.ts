import pg from "pg";

// Held by whichever instance is migrating, seeding or creating shared secrets; distinct from Prisma's own lock.
const STARTUP_LOCK = 4_707_411_901;

// Instances starting together take turns: each waits for the lock as long as it takes, then finds
// the work done by the one before it. The lock belongs to this connection's session, so it is
// released when the connection ends, also when the process dies.
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
