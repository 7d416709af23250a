"use client";

import type { Call } from "@/lib/admin-client/admin-types";
import { zonedDayRange } from "@/lib/admin-client/zoned-day";
import { DateRangeFilter } from "@/components/ui/date-range-filter";
import { FilterSelect, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { useAdminList } from "../use-admin-query";
import { TimeZoneNote, useRangeTimeZone } from "../use-range-time-zone";
import { usePagedList } from "../use-paged-list";
import { useUrlFilters, useUrlState } from "@/components/ui/use-url-state";
import { CALL_STATUS_OPTIONS, CARRIER_OPTIONS, isLive, LIVE_REFRESH_MS, OUTCOME_OPTIONS } from "./call-labels";
import { CallsTable } from "./calls-table";

export function CallsPage() {
  const { get } = useUrlState();
  const from = get("from");
  const to = get("to");
  const picked = useUrlFilters(["q", "propertyId", "unitId", "status", "outcome", "carrier"]);
  const zone = useRangeTimeZone(picked.propertyId ?? "");
  // Days are whole days in the zone shown beside the inputs, sent to the API as instants.
  const filters = { ...picked, ...zonedDayRange(from, to, zone.timeZone) };
  const list = usePagedList<Call>("calls", "/api/admin/calls", filters, {
    enabled: zone.ready || !(from || to),
    refetchInterval: (page) => (page?.items.some(isLive) ? LIVE_REFRESH_MS : 30_000),
  });
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
    <ListPage
      title="Calls"
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
      list={list}
      exportAs="calls"
      noun="calls"
      filters={
        <>
          <SearchBox placeholder="Phone number" />
          <FilterSelect name="propertyId" label="Property" options={zone.options} />
          <FilterSelect name="status" label="Status" options={CALL_STATUS_OPTIONS} />
          <FilterSelect name="outcome" label="Outcome" options={OUTCOME_OPTIONS} />
          <FilterSelect name="carrier" label="Carrier" options={CARRIER_OPTIONS} />
          <DateRangeFilter zone={<TimeZoneNote zone={zone} testId="calls-time-zone" />} />
        </>
      }
      table={(state) => <CallsTable {...state} nameOf={zone.nameOf} timeZone={zone.timeZone} />}
    />
  );
}
