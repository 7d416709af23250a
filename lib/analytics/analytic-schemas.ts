import { z } from "zod";
import { id, instant, timestamp, timezone } from "../framework/common-schemas";
import { API_CALL_STATUSES } from "../calls/call-status";
import { countsOf } from "../stats/stat-schemas";
import { INTERVALS, MAX_BUCKETS, resolveRange } from "./analytics-range";
import { tooManyBuckets } from "./bucket-bounds";

// Call statuses as the API and the database spell them (the Prisma enum names use underscores).
export const CALL_STATUSES = API_CALL_STATUSES;
export const CALL_OUTCOMES = ["door_opened", "declined", "unanswered"] as const;
export const ACCESS_METHODS = ["app", "portal", "admin", "dtmf", "pin", "qr"] as const;

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

export const analyticsQuery = z
  .object({
    from: instant.optional().describe("start of the range, inclusive; default 30 days before `to`"),
    to: instant.optional().describe("end of the range, exclusive; default now"),
    interval: z
      .enum(INTERVALS)
      .default("day")
      .describe("bucket size; buckets follow `timeZone`'s clock, weeks start on Monday"),
    timeZone: timezone
      .optional()
      .describe(
        "IANA zone whose local hours, midnights and Monday midnights start the buckets (days of 23 or 25 hours across DST); default UTC",
      ),
    propertyId: id.optional().describe("one property of the caller's tenant"),
    tenantId: id.optional().describe("platform callers: one tenant only"),
  })
  .strict()
  .superRefine((query, context) => {
    const range = resolveRange(query, new Date());
    const zone = query.timeZone ?? "UTC";
    // An unknown zone or a malformed instant has an issue of its own already, and no buckets to count.
    const countable = timezone.safeParse(zone).success && !Number.isNaN(range.from.getTime() + range.to.getTime());
    if (range.from >= range.to) context.addIssue({ code: "custom", path: ["from"], message: "from must be before to" });
    else if (countable && tooManyBuckets(range, query.interval, zone)) {
      context.addIssue({
        code: "custom",
        path: ["interval"],
        message: `the range holds more than ${MAX_BUCKETS} buckets; choose a longer interval`,
      });
    }
  });

const aggregate = {
  calls: z.object({
    total: count,
    answered: count,
    byStatus: countsOf(CALL_STATUSES),
    byOutcome: countsOf(CALL_OUTCOMES),
  }),
  answerRate: share.nullable().describe("answered calls / calls; null without calls"),
  medianSecondsToAnswer: z.number().min(0).nullable().describe("null without answered calls"),
  doorOpens: z.object({ total: count, byMethod: countsOf(ACCESS_METHODS) }).describe("granted access events"),
  deviceUptime: share
    .nullable()
    .describe(
      "online time / known (online or offline) time, summed over the non-retired devices; null without status history",
    ),
};

export const analyticsSchema = z
  .object({
    from: timestamp,
    to: timestamp,
    interval: z.enum(INTERVALS),
    timeZone: z.string().describe("the zone the buckets follow: the one asked, else UTC"),
    propertyId: id.nullable(),
    series: z
      .array(z.object({ bucketStart: timestamp, ...aggregate }))
      .describe("every bucket of the range, empty ones included"),
    totals: z.object(aggregate).describe("the same aggregates over the whole range"),
  })
  .meta({ id: "Analytics" });

export type AnalyticsQuery = z.infer<typeof analyticsQuery>;
export type AnalyticsView = z.infer<typeof analyticsSchema>;
export type AnalyticsAggregate = AnalyticsView["totals"];
