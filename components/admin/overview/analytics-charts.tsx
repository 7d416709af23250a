"use client";

import type { Analytics } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { CALL_OUTCOME_LABELS } from "@/components/call-vocabulary";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { BarList } from "../charts/bar-list";
import { CHART_HEIGHT, ChartFrame } from "../charts/chart-frame";
import { LineChart } from "../charts/line-chart";
import { Responsive } from "../charts/responsive";
import { StackedBarChart, type StackedSeries } from "../charts/stacked-bar-chart";
import { formatDay, formatPercent, humanize } from "@/components/ui/format";
import { ACCESS_METHOD_LABELS } from "@/components/access-vocabulary";

const OUTCOMES: StackedSeries[] = [
  { key: "door_opened", label: CALL_OUTCOME_LABELS.door_opened, color: "#10b981" },
  { key: "declined", label: CALL_OUTCOME_LABELS.declined, color: "#f59e0b" },
  { key: "unanswered", label: CALL_OUTCOME_LABELS.unanswered, color: "#94a3b8" },
  { key: "other", label: "No outcome yet / failed", color: "#cbd5e1" },
];

const METHOD_COLORS: Record<string, string> = {
  app: "#4f46e5",
  portal: "#0ea5e9",
  admin: "#0f172a",
  dtmf: "#10b981",
  pin: "#f59e0b",
  qr: "#ec4899",
};

const hourFormats = new Map<string, Intl.DateTimeFormat>();
// An hour bucket's start on the zone's clock ("14:00"), one formatter per zone.
function hourIn(start: string, timeZone: string) {
  if (!hourFormats.has(timeZone))
    hourFormats.set(timeZone, new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }));
  return (hourFormats.get(timeZone) as Intl.DateTimeFormat).format(new Date(start));
}

// The API's buckets follow the zone it answers with: hours read on its clock, days and weeks by its date.
function bucketLabel(analytics: Analytics, start: string) {
  if (analytics.interval === "hour") return hourIn(start, analytics.timeZone);
  return formatDay(start, analytics.timeZone);
}

function Loading() {
  return <Skeleton className="m-4 h-[calc(100%-2rem)] w-[calc(100%-2rem)]" />;
}

export function AnalyticsCharts({
  analytics,
  error,
  onRetry,
}: {
  analytics: Analytics | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  if (error && !analytics) {
    return (
      <Card title="Activity">
        <ErrorState title="Could not load the analytics" error={error} onRetry={onRetry} />
      </Card>
    );
  }
  const placeholder = (
    <div style={{ height: CHART_HEIGHT }}>
      <Loading />
    </div>
  );
  const totals = analytics?.totals;
  const outcomePoints = analytics?.series.map((bucket) => {
    const known =
      bucket.calls.byOutcome.door_opened + bucket.calls.byOutcome.declined + bucket.calls.byOutcome.unanswered;
    return {
      label: bucketLabel(analytics, bucket.bucketStart),
      values: { ...bucket.calls.byOutcome, other: Math.max(0, bucket.calls.total - known) },
    };
  });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0" data-testid="analytics">
      <Card title="Calls by outcome" className="lg:col-span-2">
        <ChartFrame
          legend={OUTCOMES}
          summary={
            totals ? (
              <span data-testid="calls-total">{totals.calls.total} calls</span>
            ) : (
              <Skeleton className="h-7 w-24" />
            )
          }
        >
          {outcomePoints ? (
            <Responsive height={CHART_HEIGHT}>
              {(width) => (
                <StackedBarChart
                  width={width}
                  title="Calls by outcome per bucket"
                  points={outcomePoints}
                  series={OUTCOMES}
                />
              )}
            </Responsive>
          ) : (
            placeholder
          )}
        </ChartFrame>
      </Card>
      <Card title="Answer rate">
        <ChartFrame
          summary={
            totals ? (
              <span>
                {formatPercent(totals.answerRate)}
                <span className="ml-2 text-sm font-normal text-slate-500">
                  {totals.medianSecondsToAnswer === null
                    ? ""
                    : `median ${Math.round(totals.medianSecondsToAnswer)} s to answer`}
                </span>
              </span>
            ) : (
              <Skeleton className="h-7 w-24" />
            )
          }
        >
          {analytics ? (
            <Responsive height={CHART_HEIGHT}>
              {(width) => (
                <LineChart
                  width={width}
                  title="Answer rate per bucket"
                  points={analytics.series.map((bucket) => ({
                    label: bucketLabel(analytics, bucket.bucketStart),
                    value: bucket.answerRate,
                    of: bucket.calls.total,
                  }))}
                />
              )}
            </Responsive>
          ) : (
            placeholder
          )}
        </ChartFrame>
      </Card>
      <Card title="Door opens by method">
        <ChartFrame
          summary={
            totals ? (
              <span data-testid="door-opens-total">{totals.doorOpens.total} opens</span>
            ) : (
              <Skeleton className="h-7 w-24" />
            )
          }
        >
          {totals ? (
            <BarList
              title="Door opens by method"
              items={Object.entries(totals.doorOpens.byMethod).map(([method, value]) => ({
                label: ACCESS_METHOD_LABELS[method as keyof typeof ACCESS_METHOD_LABELS] ?? humanize(method),
                value,
                color: METHOD_COLORS[method],
              }))}
            />
          ) : (
            placeholder
          )}
        </ChartFrame>
      </Card>
      <Card title="Device uptime" className="lg:col-span-2">
        <ChartFrame summary={totals ? formatPercent(totals.deviceUptime) : <Skeleton className="h-7 w-24" />}>
          {analytics ? (
            <Responsive height={CHART_HEIGHT}>
              {(width) => (
                <LineChart
                  width={width}
                  color="#10b981"
                  title="Device uptime per bucket"
                  points={analytics.series.map((bucket) => ({
                    label: bucketLabel(analytics, bucket.bucketStart),
                    value: bucket.deviceUptime,
                  }))}
                />
              )}
            </Responsive>
          ) : (
            placeholder
          )}
        </ChartFrame>
      </Card>
    </div>
  );
}
