import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDatabaseReachable } from "./check-database-reachable";

const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-nosocket-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("an unreachable DATABASE_URL", () => {
  it("through a Unix socket names the socket's path, not the host in the URL", async () => {
    const url = `postgresql://app:hunter2secret@localhost:5499/gatehouse?host=${encodeURIComponent(folder)}`;
    await expect(checkDatabaseReachable(url)).rejects.toThrow(
      `Nothing answers at ${folder}/.s.PGSQL.5499 (DATABASE_URL): start PostgreSQL there, fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`,
    );
  });
});
