"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { callResult } from "@/components/call-vocabulary";
import { ListStates } from "@/components/ui/list-states";
import { UrlPagination } from "@/components/ui/pagination";
import { useUrlPage } from "@/components/ui/use-url-state";
import { EmptyState } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { Call } from "@/lib/portal-client/portal-types";
import { formatDuration } from "@/components/ui/format";
import { TimeZoneNote } from "@/components/ui/date-range-filter";
import { PageTitle } from "../page-title";
import { usePortalTimeZone } from "../use-portal-time-zone";
import { DateTime } from "@/components/ui/date-time";

const PAGE = 25;

function CallRow({ call, timeZone }: { call: Call; timeZone: string }) {
  const { label, tone } = callResult(call);
  const duration = call.durationSeconds === null ? null : formatDuration(call.durationSeconds);
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <DateTime value={call.startedAt} timeZone={timeZone} />
        </p>
        <p className="text-sm text-slate-600">
          from <span className="whitespace-nowrap">{call.from}</span>
          {duration ? ` · ${duration}` : ""}
        </p>
      </div>
      <Badge tone={tone} dot>
        {label}
      </Badge>
    </li>
  );
}

export function CallHistory() {
  // The page is in the address, so Back returns to the page before and a reload keeps it.
  const page = useUrlPage();
  const history = useRef<HTMLElement>(null);
  const calls = useQuery({
    queryKey: ["portal", "calls", page],
    queryFn: ({ signal }) => portalApi.calls(PAGE, page, signal),
    placeholderData: keepPreviousData,
  });
  const zone = usePortalTimeZone();
  return (
    <>
      <PageTitle
        title="Calls"
        subtitle="Visitors who rang your unit at the intercom, newest first."
        action={<TimeZoneNote timeZone={zone.timeZone} source={zone.source} testId="portal-time-zone" noun="Times" />}
      />
      <section
        ref={history}
        tabIndex={-1}
        aria-label="Call history"
        className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-sm outline-none"
      >
        <ListStates
          query={calls}
          label="calls"
          errorTitle="Your calls could not be loaded"
          empty={
            <EmptyState title="No calls yet">
              When a visitor rings your unit at the intercom, the call is listed here.
            </EmptyState>
          }
        >
          {(items) => (
            <>
              <ul className="divide-y divide-slate-100" aria-busy={calls.isFetching || undefined}>
                {items.map((call) => (
                  <CallRow key={call.id} call={call} timeZone={zone.timeZone} />
                ))}
              </ul>
              <UrlPagination
                label="Call pages"
                words={{ previous: "Newer", next: "Older" }}
                page={calls.data}
                limit={PAGE}
                // The next page is read from its first row, not from where the buttons were, by eye and keyboard alike.
                onTurn={() => history.current?.focus()}
              />
            </>
          )}
        </ListStates>
      </section>
    </>
  );
}
