import { describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-database";
import { CALL_OUTCOMES, CALL_STATUSES } from "./analytic-schemas";
import { CALL_KINDS, countsByKind, kindPlaces } from "./call-kinds";

describe("call kinds", () => {
  it("places every status and outcome where the database's call_kind and call_kind_counts do", async () => {
    const rows = await testDatabase().$queryRaw<{ status: string; outcome: string; place: number; counts: number[] }[]>`
      SELECT s AS status, o AS outcome, call_kind(s, o) AS place, call_kind_counts(call_kind(s, o), 7) AS counts
      FROM unnest(enum_range(NULL::"CallStatus")::text[]) s
      CROSS JOIN unnest(ARRAY[''] || enum_range(NULL::"CallOutcome")::text[]) o`;
    expect(rows).toHaveLength(CALL_KINDS.length);
    for (const { status, outcome, place, counts } of rows) {
      expect(CALL_KINDS[place - 1], `${status}/${outcome}`).toEqual({ status, outcome });
      expect(counts).toEqual(CALL_KINDS.map((_, index) => (index + 1 === place ? 7 : 0)));
    }
    const [{ none }] = await testDatabase().$queryRaw<{ none: number }[]>`SELECT call_kind('completed', NULL) AS none`;
    expect(CALL_KINDS[none - 1]).toEqual({ status: "completed", outcome: "" });
  });

  it("adds two rows' counts place by place, a shorter one counting 0 where it ends", async () => {
    const [{ sum, summed }] = await testDatabase().$queryRaw<{ sum: number[]; summed: number[] }[]>`
      SELECT add_counts(ARRAY[1, 2, 3], ARRAY[10, -2]) AS sum,
        (SELECT sum_counts(c) FROM (VALUES (ARRAY[1, 0]), (ARRAY[0, 5]), (ARRAY[2, 2])) v(c)) AS summed`;
    expect(sum).toEqual([11, 0, 3]);
    expect(summed).toEqual([3, 7]);
  });

  it("selects the places of the statuses and outcome a filter keeps", () => {
    const named = (places: number[]) =>
      places.map((place) => `${CALL_KINDS[place - 1].status}/${CALL_KINDS[place - 1].outcome}`);
    expect(named(kindPlaces(["completed"], null))).toEqual([
      "completed/",
      "completed/door_opened",
      "completed/declined",
      "completed/unanswered",
    ]);
    expect(named(kindPlaces(["busy", "failed"], "unanswered"))).toEqual(["busy/unanswered", "failed/unanswered"]);
    expect(kindPlaces(null, "declined")).toHaveLength(CALL_STATUSES.length);
    expect(kindPlaces(null, null)).toHaveLength(CALL_KINDS.length);
  });

  it("reads calls by status and by outcome from every place's count, keys in the documented order", () => {
    const counts = CALL_KINDS.map((_, index) => index + 1);
    const { byStatus, byOutcome } = countsByKind(counts.join(","));
    expect(Object.keys(byStatus)).toEqual([...CALL_STATUSES]);
    expect(Object.keys(byOutcome)).toEqual([...CALL_OUTCOMES]);
    CALL_STATUSES.forEach((status, s) => expect(byStatus[status]).toBe(4 * (4 * s) + 1 + 2 + 3 + 4));
    CALL_OUTCOMES.forEach((outcome, o) =>
      expect(byOutcome[outcome]).toBe(CALL_STATUSES.reduce((sum, _, s) => sum + 4 * s + o + 2, 0)),
    );
    expect(countsByKind("")).toEqual({
      byStatus: Object.fromEntries(CALL_STATUSES.map((status) => [status, 0])),
      byOutcome: Object.fromEntries(CALL_OUTCOMES.map((outcome) => [outcome, 0])),
    });
  });
});
