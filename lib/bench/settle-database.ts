import type { Database } from "../db/client";

// The signed-webhook load leaves PostgreSQL thousands of new rows to vacuum, analyse and flush; on a machine of two
// cores that work would land on whichever route is measured next. It is done here, between the loads, instead.
export async function settleDatabase(database: Database): Promise<number> {
  const startedAt = Date.now();
  await database.$executeRawUnsafe("VACUUM (ANALYZE)");
  await database.$executeRawUnsafe("CHECKPOINT");
  return Date.now() - startedAt;
}
