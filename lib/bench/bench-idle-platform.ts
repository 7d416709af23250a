import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/client";
import { startWorkerProcess } from "../jobs/testing/start-worker-process";
import { startCpuReading } from "./read-process-cpu";

export type IdleFigures = {
  seconds: number;
  transactionsPerSecond: number;
  appCores: number;
  workerCores: number;
  postgresCores: number;
};

// Transactions committed or rolled back in the database so far, by every connection (PostgreSQL's own count).
async function transactions(database: Database): Promise<number> {
  const [row] = await database.$queryRaw<{ count: bigint }[]>`
    SELECT xact_commit + xact_rollback AS count FROM pg_stat_database WHERE datname = current_database()`;
  return Number(row.count);
}

// The app and a worker process with nothing to do: what their polling costs the database and each process's CPU.
export async function benchIdlePlatform(database: Database, databaseUrl: string, seconds = 20): Promise<IdleFigures> {
  const worker = startWorkerProcess({ DATABASE_URL: databaseUrl });
  try {
    await worker.ready;
    // The worker's start-up statements stay out. PostgreSQL publishes each connection's counts about once a second,
    // as late at the end of the window as at its start.
    await sleep(3_000);
    const before = await transactions(database);
    const reading = startCpuReading();
    await sleep(seconds * 1000);
    const cores = reading();
    const after = await transactions(database);
    return {
      seconds,
      transactionsPerSecond: (after - before) / seconds,
      appCores: cores.app,
      workerCores: cores.worker,
      postgresCores: cores.postgres,
    };
  } finally {
    await worker.stop();
  }
}
