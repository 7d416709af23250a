import { describe, expect, it } from "vitest";
import { livesThere, livingThere, localToday, toDay } from "./membership-dates";

const NEW_YORK = "America/New_York";
// 23:30 on Friday 20 November in New York, already 04:30 on the 21st in UTC; and 00:30 on the 21st in New York.
const beforeMidnight = new Date("2026-11-21T04:30:00Z");
const afterMidnight = new Date("2026-11-21T05:30:00Z");

describe("move dates in the property's time zone", () => {
  it("takes today as the property's calendar day, not the UTC one", () => {
    expect(localToday(NEW_YORK, beforeMidnight)).toEqual(toDay("2026-11-20"));
    expect(localToday(NEW_YORK, afterMidnight)).toEqual(toDay("2026-11-21"));
    expect(localToday("UTC", beforeMidnight)).toEqual(toDay("2026-11-21"));
  });

  it("keeps a New York resident moving out on the 21st until New York's midnight", () => {
    const membership = { moveInOn: toDay("2026-01-01"), moveOutOn: toDay("2026-11-21") };
    expect(livesThere(membership, NEW_YORK, beforeMidnight)).toBe(true);
    expect(livesThere(membership, NEW_YORK, afterMidnight)).toBe(false);
    // The same instant in a UTC property is already the move-out day.
    expect(livesThere(membership, "UTC", beforeMidnight)).toBe(false);
  });

  it("lets a New York resident moving in on the 21st in only from New York's midnight", () => {
    const membership = { moveInOn: toDay("2026-11-21"), moveOutOn: null };
    expect(livesThere(membership, NEW_YORK, beforeMidnight)).toBe(false);
    expect(livesThere(membership, NEW_YORK, afterMidnight)).toBe(true);
    expect(livesThere({ moveInOn: null, moveOutOn: null }, NEW_YORK, beforeMidnight)).toBe(true);
  });

  it("filters memberships in SQL by the same local day", () => {
    const filterOn = (now: Date) => livingThere(NEW_YORK, now);
    expect(filterOn(beforeMidnight)).toEqual({
      AND: [
        { OR: [{ moveInOn: null }, { moveInOn: { lte: toDay("2026-11-20") } }] },
        { OR: [{ moveOutOn: null }, { moveOutOn: { gt: toDay("2026-11-20") } }] },
      ],
    });
    expect(filterOn(afterMidnight)).toEqual(livingThere("UTC", new Date("2026-11-21T12:00:00Z")));
  });
});
