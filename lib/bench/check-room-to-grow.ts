import type pg from "pg";
import { freeBytes } from "../bootstrap/check-free-space";
import { StartupError } from "../bootstrap/startup-error";

// Bytes the database grows by, per byte of the 1x tenant and per factor added: the added calls and access events,
// their indexes and rollups, and the index builds' sort files. About 0.5 measured from 1x to 10x (at its peak); 0.7
// leaves a margin.
const GROWTH_PER_FACTOR = 0.7;

// From one factor of the large tenant's calls and access events to a larger one.
export type Growth = { from: number; to: number };

const gigabytes = (bytes: number) => (bytes / 1e9).toFixed(1);

// Why the disk cannot take the growth from `from`x to `to`x of a tenant whose database took `oneX` bytes at 1x, or
// null when it can.
export function refuseGrowth({ from, to }: Growth, oneX: number, free: number, folder: string): string | null {
  const needed = oneX * GROWTH_PER_FACTOR * (to - from);
  if (needed <= free) return null;
  return (
    `Growing the large tenant to ${to}x needs about ${gigabytes(needed)} GB free beside the database (${folder}), ` +
    `and ${gigabytes(free)} GB are: free some space, or time 1x alone with BENCH_SCALE_FACTORS=1.`
  );
}

// The database's size now: taken once the 1x tenant is built, as the measure of each growth.
export async function databaseBytes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>("SELECT pg_database_size(current_database())::text AS bytes");
  return Number(rows[0].bytes);
}

// Refuses, in one line and before writing anything, a growth that would fill the disk holding the database's folder.
export function checkRoomToGrow(growth: Growth, oneX: number, folder: string): void {
  const refusal = refuseGrowth(growth, oneX, freeBytes(folder), folder);
  if (refusal) throw new StartupError(refusal);
}
