"use client";

import { useState } from "react";
import type { Analytics } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminItem } from "../use-admin-query";
import { usePropertyOptions } from "../use-property-options";
import { useUrlState } from "@/components/ui/use-url-state";
import { AnalyticsCharts } from "./analytics-charts";
import { StatCards } from "./stat-cards";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The range in the address is whole UTC days, `to` inclusive; none means the API's default, the last 30 days.
function rangeQuery(from: string, to: string) {
  const valid = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  return {
    from: valid(from) ? `${from}T00:00:00.000Z` : undefined,
    to: valid(to) ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY).toISOString() : undefined,
  };
}

export function OverviewPage() {
  const { get, set } = useUrlState();
  const from = get("from");
  const to = get("to");
  const propertyId = get("propertyId");
  const range = rangeQuery(from, to);
  const days = range.from && range.to ? (new Date(range.to).getTime() - new Date(range.from).getTime()) / DAY : 30;
  const interval = days <= 2 ? "hour" : days > 120 ? "week" : "day";
  const analytics = useAdminItem<Analytics>("analytics", "/api/admin/analytics", {
    ...range,
    interval,
    propertyId: propertyId || undefined,
  });
  const { options } = usePropertyOptions();
  const [now] = useState(() => Date.now());
  const today = isoDay(new Date(now));
  const defaultFrom = isoDay(new Date(now - 30 * DAY));

  return (
    <>
      <PageHeader
        title="Overview"
        description={from || to ? `From ${from || defaultFrom} to ${to || today}` : "The last 30 days at a glance"}
      />
      <StatCards />
      <form
        className="my-5 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Range and property"
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          From
          <input
            type="date"
            value={from || defaultFrom}
            max={to || today}
            onChange={(event) => set({ from: event.target.value, to: to || today })}
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          To
          <input
            type="date"
            value={to || today}
            min={from || defaultFrom}
            max={today}
            onChange={(event) => set({ to: event.target.value, from: from || defaultFrom })}
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
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
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
      <AnalyticsCharts analytics={analytics.data} error={analytics.error} onRetry={() => analytics.refetch()} />
    </>
  );
}
