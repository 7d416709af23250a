import { describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-database";
import { migrationNames, readMigrationStatus } from "./read-migration-status";

describe("readMigrationStatus", () => {
  it("reports every committed migration as applied on the test database", async () => {
    const status = await readMigrationStatus(testDatabase());
    expect(status.pending).toEqual([]);
    expect(status.applied).toBe(migrationNames().length);
  });

  it("reports a migration the database has not seen as pending", async () => {
    const status = await readMigrationStatus(testDatabase(), [...migrationNames(), "29991231000000_future"]);
    expect(status.pending).toEqual(["29991231000000_future"]);
  });
});
