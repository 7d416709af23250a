import { db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { Prisma } from "../db/generated/client";
import { MAX_BUCKETS, type Interval, type Range } from "./analytics-range";
import { bucketBounds } from "./bucket-bounds";
import { splitBuckets } from "./split-buckets";
import { buildMeasures } from "./build-measures";
import { AnswerHistogram, addHistogramText } from "./median-of-histogram";
import { countsByKind } from "./call-kinds";
import { countsByKey } from "./sum-by-value";
import { ACCESS_METHODS, type AnalyticsAggregate } from "./analytic-schemas";
import { withinLimit, type ConcurrencyLimit } from "../http/limit-concurrency";
import { insideTransaction } from "../db/transaction-scope";
import { sumDeviceTime, type UptimeChange } from "./sum-device-time";

// A transaction, so that a caller may read the rollups and the events from one snapshot. Without one, the statements
// go straight through the pool (query-rows.ts): Prisma's handling of their long parameter lists and rows cost a
// report as much CPU as the rest of it.
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

// What a bucket holds where no measure answered it; the row type takes its keys from here.
const NO_ANSWERS = {
  calls: null as number | null,
  answered: null as number | null,
  byStatus: null as AnalyticsAggregate["calls"]["byStatus"] | null,
  byOutcome: null as AnalyticsAggregate["calls"]["byOutcome"] | null,
  answerRate: null as number | null,
  medianSecondsToAnswer: null as number | null,
  doorOpens: null as number | null,
  byMethod: null as AnalyticsAggregate["doorOpens"]["byMethod"] | null,
  deviceUptime: null as number | null,
};

// One row per bucket, and first a row with bucketStart null holding the totals of the whole range.
export type AnalyticsRow = { bucketStart: Date | null } & typeof NO_ANSWERS;

export type AnalyticsScope = {
  // Rollup scopes: one property, one tenant, or every tenant.
  scopeIds: string[];
  // The same scope as a query of property ids, for the raw rows at the range's edges.
  properties: Prisma.Sql;
  // Whether the scope ids are tenants, which keep quarter-hour rows.
  tenants: boolean;
};

// Reports in flight per process, four statements each: a burst of dashboards waits here whole (or is refused whole)
// and leaves most of the pool (20 connections) to every other request.
const running: ConcurrencyLimit = { running: 0, waiting: [] };
const REPORTS_AT_ONCE = 2;
const WAITING = 100;

// Each count measure's rows as its statement answers them (build-measures.ts), counts by key as text.
type Bucketed = { bucketStart: number | null };
type CallRow = Bucketed & { calls: number; answered: number; byKind: string; answerRate: number | null };
type AnswerRow = Bucketed & { answerHistograms: string | null };
type DoorRow = Bucketed & { doorOpens: number; byMethod: string };

// Calls, door opens and device uptime per bucket of [from, to), buckets following the zone's clock. Whole hours
// come from the hourly and daily rollups (a local day as most of a UTC day's row, its other hours subtracted), whole
// quarter hours of a tenant from its quarter rows; the rest of an hour at the range's edges and around each bucket
// boundary off the whole hour comes from the event rows, so any range in any zone stays exact.
// The four measures are four statements run at once, each on its own connection (or in turn inside a transaction),
// so a long range takes about as long as its slowest measure, the answer times, rather than all four in a row.
export async function queryAnalytics(
  { scopeIds, properties, tenants }: AnalyticsScope,
  range: Range,
  { interval, timeZone }: { interval: Interval; timeZone: string },
  now: Date,
  database?: Reader,
): Promise<AnalyticsRow[]> {
  // The schema refused ranges of more buckets; the limit bounds the walk should a zone's clock ever not move forward.
  const bounds = bucketBounds(range, interval, timeZone, MAX_BUCKETS);
  // Device time ends now.
  const until = new Date(Math.max(+range.from, Math.min(+range.to, +now)));
  const split = splitBuckets(bounds, range, until, interval !== "hour", tenants);
  const statements = buildMeasures(scopeIds, bounds, split, range.from, properties);
  const ask = <T>(statement: Prisma.Sql) =>
    database ? database.$queryRaw<T[]>(statement) : queryRows<T>(db(), statement);
  // The turn lasts until every statement has ended, failed ones' siblings included, so no more than the limit hold
  // connections; then the first failure is thrown.
  const askAll = async () => {
    const asked = {
      calls: ask<CallRow>(statements.calls),
      answers: ask<AnswerRow>(statements.answers),
      doors: ask<DoorRow>(statements.doors),
      uptime: ask<UptimeChange>(statements.uptime),
    };
    await Promise.allSettled(Object.values(asked));
    return {
      calls: await asked.calls,
      answers: await asked.answers,
      doors: await asked.doors,
      uptime: await asked.uptime,
    };
  };
  // A transaction's statements share its one connection and take no turn: they would hold a slot while queued on it.
  const results = insideTransaction() ? await askAll() : await withinLimit(running, REPORTS_AT_ONCE, WAITING, askAll);
  // The buckets in order, the totals first, each with what every measure has for it (null where a measure has no row).
  const rows = new Map<number | null, AnalyticsRow>(
    [null, ...bounds.filter((start) => start < range.to)].map((start) => [
      start && start.getTime(),
      { bucketStart: start, ...NO_ANSWERS },
    ]),
  );
  // A row keyed by the range's end, which starts no bucket, is left out. Counts by key come as text (call-kinds.ts,
  // sum-by-value.ts).
  for (const { bucketStart, calls, answered, byKind, answerRate } of results.calls) {
    const row = rows.get(bucketStart);
    if (!row) continue;
    [row.calls, row.answered, row.answerRate] = [calls, answered, answerRate];
    Object.assign(row, countsByKind(byKind));
  }
  for (const { bucketStart, doorOpens, byMethod } of results.doors) {
    const row = rows.get(bucketStart);
    if (!row) continue;
    row.doorOpens = doorOpens;
    row.byMethod = countsByKey(ACCESS_METHODS, byMethod);
  }
  // The totals' answer times are every bucket's.
  const allAnswers = new AnswerHistogram();
  for (const { bucketStart, answerHistograms } of results.answers) {
    const row = rows.get(bucketStart);
    if (!row) continue;
    const answers = new AnswerHistogram();
    if (answerHistograms) addHistogramText(answerHistograms, answers);
    allAnswers.addHistogram(answers);
    row.medianSecondsToAnswer = answers.median();
  }
  rows.get(null)!.medianSecondsToAnswer = allAnswers.median();
  for (const [bucketStart, deviceUptime] of sumDeviceTime(split.segments, results.uptime)) {
    const row = rows.get(bucketStart);
    if (row) row.deviceUptime = deviceUptime;
  }
  return [...rows.values()];
}
