import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { z } from "zod";

const stateSchema = z.object({
  state: z.enum(["running", "restarting", "failed"]),
  restarts: z.number().int(),
  updatedAt: z.string(),
});

export type PostgresState = z.infer<typeof stateSchema>;

// Written by the launcher that supervises the embedded PostgreSQL, read by the app (liveness, metrics).
export function writePostgresState(file: string, state: PostgresState["state"], restarts: number): void {
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ state, restarts, updatedAt: new Date().toISOString() }));
  renameSync(temporary, file); // readers never see half a file
}

export function readPostgresState(file: string | undefined): PostgresState | null {
  if (!file || !existsSync(file)) return null;
  try {
    return stateSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}
