"use client";

import { useState } from "react";
import type { Analytics } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { DayInput } from "@/components/ui/day-input";
import { Notice } from "@/components/ui/states";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminItem } from "../use-admin-query";
import { TimeZoneNote, useRangeTimeZone } from "../use-range-time-zone";
import { useUrlState } from "@/components/ui/use-url-state";
import { AnalyticsCharts } from "./analytics-charts";
import { overviewRange } from "./overview-range";
import { StatCards } from "./stat-cards";

export function OverviewPage() {
  const { get, set } = useUrlState();
  const from = get("from");
  const to = get("to");
  const propertyId = get("propertyId");
  const zone = useRangeTimeZone(propertyId);
  const [now] = useState(() => new Date());
  // Whole days in the zone named beside the inputs, asked of the API as instants.
  const range = overviewRange({ from, to }, zone.timeZone, now);
  // A range whose days are the wrong way round (typed, or in the address) is said so, and not asked of the API.
  const backwards = (from || range.defaultFrom) > (to || range.today);
  const analytics = useAdminItem<Analytics>(
    "analytics",
    "/api/admin/analytics",
    {
      from: range.from,
      to: range.to,
      interval: range.interval,
      timeZone: zone.timeZone,
      propertyId: propertyId || undefined,
    },
    // Bars are the zone's days, so the zone is known first.
    { enabled: zone.ready && !backwards },
  );
  const { today, defaultFrom } = range;

  return (
    <>
      <PageHeader
        title="Overview"
        description={
          from || to
            ? `From ${from || defaultFrom} to ${to || today}, days in ${zone.timeZone}`
            : "The last 30 days at a glance"
        }
      />
      {propertyId ? (
        <p className="mb-2 text-xs text-slate-600" data-testid="counts-scope">
          These counts cover all your properties; the charts below show {zone.nameOf(propertyId)} only.
        </p>
      ) : null}
      <StatCards />
      <form
        className="my-5 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Range and property"
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          From
          <DayInput
            value={from || defaultFrom}
            max={to || today}
            onDay={(day) => set({ from: day, to: to || today })}
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          To
          <DayInput
            value={to || today}
            min={from || defaultFrom}
            max={today}
            onDay={(day) => set({ to: day, from: from || defaultFrom })}
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <label className="flex min-w-48 flex-col gap-1 text-xs font-medium text-slate-600">
          Property
          <select
            value={propertyId}
            onChange={(event) => set({ propertyId: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">All properties</option>
            {zone.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <TimeZoneNote zone={zone} testId="overview-time-zone" />
        {from || to || propertyId ? (
          <Button variant="ghost" size="sm" onClick={() => set({ from: null, to: null, propertyId: null })}>
            Last 30 days, all properties
          </Button>
        ) : null}
        {/* Always in the layout, so the note appearing never moves the charts. */}
        <span className="min-w-16 text-xs text-slate-600" role="status">
          {analytics.isFetching ? "Updating…" : ""}
        </span>
      </form>
      {backwards ? (
        <Notice tone="error">
          From ({from}) is after To ({to}): choose a From day on or before the To day.
        </Notice>
      ) : (
        <AnalyticsCharts analytics={analytics.data} error={analytics.error} onRetry={() => analytics.refetch()} />
      )}
    </>
  );
}
