import { spawn } from "node:child_process";
import path from "node:path";
import { childEnvironment } from "../config/read-config";
import { StartupError } from "./startup-error";

// A migration left failed (its run interrupted, or its SQL refused) blocks every later one until someone resolves it.
function failedMigrationError(output: string): StartupError | null {
  if (!output.includes("P3009")) return null;
  const name = /The `([^`]+)` migration/.exec(output)?.[1] ?? "<name>";
  return new StartupError(
    `Migration ${name} failed part way in this database, so no later one is applied: undo what it left (a new database can be dropped and created again), mark it rolled back (npx prisma migrate resolve --rolled-back ${name}), then start again.`,
  );
}

// `prisma migrate deploy` through the CLI's WebAssembly engine and the pg adapter.
export function applyMigrations(databaseUrl: string): Promise<void> {
  const prisma = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [prisma, "migrate", "deploy"], {
      env: childEnvironment({ DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(failedMigrationError(output) ?? new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`)),
    );
  });
}
