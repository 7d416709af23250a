import type pg from "pg";
import { freeBytes } from "../bootstrap/check-free-space";
import { StartupError } from "../bootstrap/startup-error";

// Bytes the database grows by, per byte of the 1x tenant and per factor above 1: the added calls and access events,
// their indexes and rollups, and the index builds' sort files. About 0.5 measured at 10x (peak against 1x); 0.7
// leaves a margin. The database is taken to be at 1x, as with the default factors "1,10".
const GROWTH_PER_FACTOR = 0.7;

const gigabytes = (bytes: number) => (bytes / 1e9).toFixed(1);

// Why the disk cannot take the growth to `factor`, or null when it can.
export function refuseGrowth(factor: number, databaseBytes: number, free: number, folder: string): string | null {
  const needed = databaseBytes * GROWTH_PER_FACTOR * (factor - 1);
  if (needed <= free) return null;
  return (
    `Growing the large tenant to ${factor}x needs about ${gigabytes(needed)} GB free beside the database (${folder}), ` +
    `and ${gigabytes(free)} GB are: free some space, or time 1x alone with BENCH_SCALE_FACTORS=1.`
  );
}

// Refuses, in one line and before writing anything, a growth that would fill the disk holding the database's folder.
export async function checkRoomToGrow(client: pg.Client, factor: number, folder: string): Promise<void> {
  const { rows } = await client.query<{ bytes: string }>("SELECT pg_database_size(current_database())::text AS bytes");
  const refusal = refuseGrowth(factor, Number(rows[0].bytes), freeBytes(folder), folder);
  if (refusal) throw new StartupError(refusal);
}
