"use client";

import { useEffect, useState } from "react";
import type { DeviceStatusHistory } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { formatDateTime, formatPercent, formatSpan } from "@/components/ui/format";
import { Responsive } from "../charts/responsive";
import { useAdminItem } from "../use-admin-query";
import { describePeriod, StatusSwatch, StatusTimeline, TIMELINE_HEIGHT } from "./status-timeline";
import { PERIOD_LOOK, PERIOD_ORDER } from "./status-vocabulary";

const HOUR = 3600 * 1000;
const RANGES = [
  { label: "24 h", hours: 24 },
  { label: "7 days", hours: 7 * 24 },
  { label: "30 days", hours: 30 * 24 },
] as const;
type Range = (typeof RANGES)[number];

const hourMinute = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const LISTED = 50;

function summarize(history: DeviceStatusHistory, range: Range) {
  const offline = history.periods.filter((p) => p.status === "offline").length;
  if (history.uptime === null) return `No online or offline status recorded in the last ${range.label}.`;
  return `Online ${formatPercent(history.uptime)} of the known time in the last ${range.label}: ${formatSpan(
    history.onlineSeconds,
  )} online, ${formatSpan(history.offlineSeconds)} offline, ${offline} offline ${offline === 1 ? "period" : "periods"}.`;
}

// The device's online and offline periods over a chosen range, with its uptime, following the device live.
export function UptimeCard({ deviceId, refetchInterval }: { deviceId: string; refetchInterval: number }) {
  const [range, setRange] = useState<Range>(RANGES[0]);
  // The range start moves on once a minute; in between, each refresh extends the last period to now.
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / 60_000) * 60_000), 15_000);
    return () => clearInterval(timer);
  }, []);
  const history = useAdminItem<DeviceStatusHistory>(
    "statusHistory",
    `/api/admin/devices/${encodeURIComponent(deviceId)}/status-history`,
    { from: new Date(minute - range.hours * HOUR).toISOString() },
    { refetchInterval },
  );
  const data = history.data;
  const tickLabel = (at: Date) => (range.hours <= 24 ? hourMinute.format(at) : monthDay.format(at));
  const totals = new Map<string, number>();
  for (const p of data?.periods ?? [])
    totals.set(p.status, (totals.get(p.status) ?? 0) + (Date.parse(p.to) - Date.parse(p.from)) / 1000);
  const newestFirst = [...(data?.periods ?? [])].reverse();

  return (
    <Card
      title="Uptime"
      className="xl:col-span-2"
      action={
        <div role="group" aria-label="Uptime range" className="flex rounded-lg border border-slate-300 p-0.5">
          {RANGES.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              className={`rounded-md px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
                option === range ? "bg-slate-800 text-white" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      }
    >
      {history.error && !data ? (
        <ErrorState title="Could not load the uptime" error={history.error} onRetry={() => history.refetch()} />
      ) : (
        <div className="flex flex-col gap-3 p-4" data-testid="device-uptime" aria-busy={history.isPlaceholderData}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {data ? (
              <span className="text-2xl font-bold tracking-tight text-slate-900" data-testid="device-uptime-percent">
                {formatPercent(data.uptime)}
              </span>
            ) : (
              <Skeleton className="h-7 w-20" />
            )}
            <p className="text-sm text-slate-600" data-testid="device-uptime-summary">
              {data ? summarize(data, range) : "Loading the status history…"}
            </p>
          </div>
          <Responsive height={TIMELINE_HEIGHT}>
            {(width) =>
              data ? (
                <StatusTimeline
                  width={width}
                  periods={data.periods}
                  from={data.from}
                  to={data.to}
                  tickLabel={tickLabel}
                  title={`Status over the last ${range.label}, from ${formatDateTime(data.from)} to ${formatDateTime(data.to)}`}
                />
              ) : (
                <Skeleton className="h-full w-full" />
              )
            }
          </Responsive>
          <ul
            className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
            aria-label="Time in each status"
          >
            {PERIOD_ORDER.filter((status) => totals.has(status)).map((status) => (
              <li key={status} className="flex items-center gap-1.5">
                <StatusSwatch status={status} />
                {PERIOD_LOOK[status].label}: {formatSpan(totals.get(status) ?? 0)}
              </li>
            ))}
          </ul>
          {data && newestFirst.length ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-indigo-700">
                List the periods ({newestFirst.length})
              </summary>
              <ol className="mt-2 flex flex-col gap-1 text-slate-700" aria-label="Status periods, newest first">
                {newestFirst.slice(0, LISTED).map((period) => (
                  <li key={period.from}>{describePeriod(period)}</li>
                ))}
              </ol>
              {newestFirst.length > LISTED ? (
                <p className="mt-1 text-slate-500">Only the {LISTED} newest are listed.</p>
              ) : null}
            </details>
          ) : null}
        </div>
      )}
    </Card>
  );
}
