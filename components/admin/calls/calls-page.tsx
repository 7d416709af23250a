"use client";

import type { Call } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { NoRows } from "../data-table";
import { FilterBar, FilterSelect, SearchBox } from "../list-filters";
import { ExportButton } from "../export-button";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { zonedDayRange } from "@/lib/admin-client/zoned-day";
import { useUrlState } from "../use-url-state";
import { CALL_STATUS_OPTIONS, CARRIER_OPTIONS, isLive, LIVE_REFRESH_MS, OUTCOME_OPTIONS } from "./call-labels";
import { CallsTable } from "./calls-table";
import { useCallsTimeZone } from "./use-calls-time-zone";

const LIMIT = 25;

export function CallsPage() {
  const { get, set } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const from = get("from");
  const to = get("to");
  const propertyId = get("propertyId");
  const zone = useCallsTimeZone(propertyId);
  const filters = {
    q: get("q") || undefined,
    propertyId: propertyId || undefined,
    unitId: get("unitId") || undefined,
    status: get("status") || undefined,
    outcome: get("outcome") || undefined,
    carrier: get("carrier") || undefined,
    // Days are whole days in the zone shown beside the inputs, sent to the API as instants.
    ...zonedDayRange(from, to, zone.timeZone),
  };
  const dated = Boolean(from || to);
  const list = useAdminList<Call>(
    "calls",
    "/api/admin/calls",
    { ...filters, limit: LIMIT, ...(cursor ? { cursor } : { offset }) },
    {
      enabled: zone.ready || !dated,
      refetchInterval: (page) => (page?.items.some(isLive) ? LIVE_REFRESH_MS : 30_000),
    },
  );
  // The live count is the API's total of calls under way, whatever page or filter is shown.
  const liveCount = useAdminList<Call>(
    "calls",
    "/api/admin/calls",
    { live: "true", propertyId: filters.propertyId, limit: 1 },
    {
      refetchInterval: (page) => (page?.total ? LIVE_REFRESH_MS : 10_000),
    },
  );
  const live = liveCount.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Calls"
        actions={<ExportButton path="/api/admin/calls" filters={filters} filename="calls" />}
        description={
          live ? (
            <span role="status">
              <span className="mr-1.5 inline-block h-2 w-2 animate-pulse rounded-full bg-indigo-500" aria-hidden />
              <span data-testid="live-count">{live}</span> live now; refreshing every few seconds.
            </span>
          ) : (
            "Intercom calls, newest first."
          )
        }
      />
      <Card>
        <FilterBar>
          <SearchBox placeholder="Search by phone number" />
          <FilterSelect name="propertyId" label="Property" options={zone.options} />
          <FilterSelect name="status" label="Status" options={CALL_STATUS_OPTIONS} />
          <FilterSelect name="outcome" label="Outcome" options={OUTCOME_OPTIONS} />
          <FilterSelect name="carrier" label="Carrier" options={CARRIER_OPTIONS} />
          <label className="flex items-center gap-1 text-xs text-slate-600">
            From
            <input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => set({ from: event.target.value })}
              className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <label className="flex items-center gap-1 text-xs text-slate-600">
            To
            <input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => set({ to: event.target.value })}
              className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <span
            className="text-xs text-slate-600"
            data-testid="calls-time-zone"
            title={`Days and times in ${zone.source}`}
          >
            Dates in {zone.timeZone}
          </span>
        </FilterBar>
        <CallsTable
          {...tableState(list)}
          nameOf={zone.nameOf}
          timeZone={zone.timeZone}
          empty={<NoRows noun="calls" filtered={Object.values(filters).some(Boolean)} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
    </>
  );
}
