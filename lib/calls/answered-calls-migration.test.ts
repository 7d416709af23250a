import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { CALL_KINDS } from "../analytics/call-kinds";

const MIGRATION = path.join(
  process.cwd(),
  "prisma/migrations/20261128120000_answered_calls_without_outcome/migration.sql",
);

describe("the migration of calls answered and stored as unanswered", () => {
  it("clears the outcome of answered calls only, and moves their rollup counts", async () => {
    const { propertyId } = await createTestTenant();
    const database = testDatabase();
    const startedAt = new Date(Date.now() - 3 * 3600_000);
    const call = (answeredAt: Date | null) =>
      database.call.create({
        data: {
          propertyId,
          carrier: "twilio",
          carrierCallId: `mig-${uniqueSuffix()}`,
          from: "+15550100",
          to: "+15550101",
          status: answeredAt ? "completed" : "no_answer",
          outcome: "unanswered",
          startedAt,
          answeredAt,
          endedAt: new Date(startedAt.getTime() + 60_000),
        },
      });
    const answered = await call(new Date(startedAt.getTime() + 8_000));
    const rung = await call(null);
    // The hour row's calls by status and outcome, those it has.
    const outcomes = async () => {
      const rows = await database.callRollup.findMany({ where: { scopeId: propertyId, grain: "hour" } });
      const counts = rows.flatMap((row) =>
        row.counts.flatMap((calls, index) =>
          calls ? [[`${CALL_KINDS[index].status}/${CALL_KINDS[index].outcome}`, calls] as const] : [],
        ),
      );
      return Object.fromEntries(counts);
    };
    expect(await outcomes()).toEqual({ "completed/unanswered": 1, "no-answer/unanswered": 1 });

    await database.$executeRawUnsafe(readFileSync(MIGRATION, "utf8"));

    const after = await database.call.findMany({ where: { id: { in: [answered.id, rung.id] } } });
    expect(Object.fromEntries(after.map((row) => [row.id, row.outcome]))).toEqual({
      [answered.id]: null,
      [rung.id]: "unanswered",
    });
    expect(await outcomes()).toEqual({ "completed/": 1, "no-answer/unanswered": 1 });
  });
});
