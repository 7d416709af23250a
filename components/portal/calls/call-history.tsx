"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { callResult } from "@/components/call-vocabulary";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { Call } from "@/lib/portal-client/portal-types";
import { formatDateTime, formatDuration } from "@/components/ui/format";
import { PageTitle } from "../page-title";

const PAGE = 25;

function CallRow({ call }: { call: Call }) {
  const { label, tone } = callResult(call);
  const duration = call.durationSeconds === null ? null : formatDuration(call.durationSeconds);
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <time dateTime={call.startedAt}>{formatDateTime(call.startedAt)}</time>
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
  const [offset, setOffset] = useState(0);
  const calls = useQuery({
    queryKey: ["portal", "calls", offset],
    queryFn: ({ signal }) => portalApi.calls(offset, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title="Calls" subtitle="Visitors who rang your unit at the intercom, newest first." />
      <section aria-label="Call history" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        {calls.isPending ? (
          <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading calls">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : calls.isError ? (
          <ErrorState title="Your calls could not be loaded" error={calls.error} onRetry={() => void calls.refetch()} />
        ) : calls.data.items.length === 0 ? (
          <EmptyState title="No calls yet">
            When a visitor rings your unit at the intercom, the call is listed here.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-busy={calls.isFetching || undefined}>
              {calls.data.items.map((call) => (
                <CallRow key={call.id} call={call} />
              ))}
            </ul>
            <nav
              aria-label="Call pages"
              className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
            >
              <span>
                {offset + 1}–{offset + calls.data.items.length} of {calls.data.total}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE))}
                >
                  Newer
                </Button>
                <Button
                  variant="secondary"
                  disabled={offset + PAGE >= calls.data.total}
                  onClick={() => setOffset(offset + PAGE)}
                >
                  Older
                </Button>
              </span>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
