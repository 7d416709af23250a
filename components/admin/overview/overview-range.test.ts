import { describe, expect, it } from "vitest";
import { overviewRange } from "./overview-range";

const NY = "America/New_York";
// 22:30 on Nov 22 in New York, already Nov 23 in UTC and Tokyo.
const now = new Date("2026-11-23T03:30:00Z");

describe("the overview's range", () => {
  it("asks for one New York day from midnight to midnight, by the hour", () => {
    expect(overviewRange({ from: "2026-11-21", to: "2026-11-21" }, NY, now)).toMatchObject({
      from: "2026-11-21T05:00:00.000Z",
      to: "2026-11-22T05:00:00.000Z",
      interval: "hour",
    });
  });

  it("keeps a 25-hour fall-back day and two whole days by the hour, a longer range by the day", () => {
    expect(overviewRange({ from: "2026-11-01", to: "2026-11-01" }, NY, now)).toMatchObject({
      from: "2026-11-01T04:00:00.000Z",
      to: "2026-11-02T05:00:00.000Z",
      interval: "hour",
    });
    expect(overviewRange({ from: "2026-11-20", to: "2026-11-21" }, NY, now).interval).toBe("hour");
    expect(overviewRange({ from: "2026-11-19", to: "2026-11-21" }, NY, now).interval).toBe("day");
  });

  it("counts days in the zone it is given, not in UTC", () => {
    expect(overviewRange({ from: "2026-11-21", to: "2026-11-21" }, "Asia/Tokyo", now)).toMatchObject({
      from: "2026-11-20T15:00:00.000Z",
      to: "2026-11-21T15:00:00.000Z",
    });
    expect(overviewRange({ from: "2026-11-21", to: "2026-11-21" }, "UTC", now)).toMatchObject({
      from: "2026-11-21T00:00:00.000Z",
      to: "2026-11-22T00:00:00.000Z",
    });
  });

  it("goes by the week beyond 120 days", () => {
    expect(overviewRange({ from: "2026-01-01", to: "2026-11-21" }, NY, now).interval).toBe("week");
    expect(overviewRange({ from: "2026-07-26", to: "2026-11-21" }, NY, now).interval).toBe("day");
  });

  it("reads an empty address as the zone's last 30 days from the first one's midnight, today's so far included", () => {
    expect(overviewRange({ from: "", to: "" }, NY, now)).toEqual({
      from: "2026-10-24T04:00:00.000Z",
      to: undefined,
      interval: "day",
      today: "2026-11-22",
      defaultFrom: "2026-10-24",
    });
    expect(overviewRange({ from: "", to: "" }, "Asia/Tokyo", now).today).toBe("2026-11-23");
    expect(overviewRange({ from: "21/11/2026", to: "yesterday" }, NY, now)).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });
});
