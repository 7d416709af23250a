import { spawn } from "node:child_process";
import path from "node:path";
import { childEnvironment } from "../config/read-config";

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
      code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`)),
    );
  });
}
