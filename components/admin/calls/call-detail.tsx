"use client";

import Link from "next/link";
import type { CallWithEvents } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { formatDateTime, formatDuration, humanize } from "../format";
import { PageHeader } from "../page-header";
import { useAdminItem } from "../use-admin-query";
import { usePropertyOptions } from "../use-property-options";
import { CallStatusBadge, isLive, LIVE_REFRESH_MS, OutcomeBadge } from "./call-labels";

export function CallDetail({ id }: { id: string }) {
  const call = useAdminItem<CallWithEvents>("call", `/api/admin/calls/${encodeURIComponent(id)}`, {}, {
    refetchInterval: (data) => (data && isLive(data) ? LIVE_REFRESH_MS : false),
  });
  const properties = usePropertyOptions();
  if (call.error && !call.data) return <ErrorState title="Could not load this call" error={call.error} onRetry={() => call.refetch()} />;
  const data = call.data;
  const facts: [string, React.ReactNode][] = data
    ? [
        ["Property", <Link key="p" href={`/admin/properties/${data.propertyId}`} className="text-indigo-700 hover:underline">{properties.nameOf(data.propertyId)}</Link>],
        ["Status", <CallStatusBadge key="s" status={data.status} />],
        ["Outcome", <OutcomeBadge key="o" outcome={data.outcome} />],
        ["From", <span key="f" className="font-mono">{data.from}</span>],
        ["To", <span key="t" className="font-mono">{data.to}</span>],
        ["Carrier", `${data.carrier} · ${data.direction}`],
        ["Started", formatDateTime(data.startedAt)],
        ["Answered", formatDateTime(data.answeredAt)],
        ["Ended", formatDateTime(data.endedAt)],
        ["Duration", formatDuration(data.durationSeconds)],
      ]
    : [];
  return (
    <>
      <PageHeader
        title="Call"
        description={data ? (isLive(data) ? <span role="status">Live: refreshing every few seconds.</span> : `${data.carrierCallId}`) : "\u00a0"}
        actions={<Link href="/admin/calls" className="text-sm font-medium text-indigo-700 hover:underline">All calls</Link>}
      />
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <Card title="Details">
          <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 p-4 text-sm">
            {data
              ? facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="min-w-0 break-words">{value}</dd>
                  </div>
                ))
              : Array.from({ length: 10 }, (_, index) => <Skeleton key={index} className="col-span-2 h-5" />)}
          </dl>
        </Card>
        <Card title="Timeline">
          {data && data.events.length === 0 ? (
            <EmptyState title="No events recorded">The carrier has not reported on this call yet.</EmptyState>
          ) : (
            <ol className="relative m-4 border-l-2 border-slate-200" aria-label="Call events">
              {data
                ? data.events.map((event) => (
                    <li key={event.id} className="mb-4 ml-4">
                      <span className="absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-indigo-500" aria-hidden />
                      <p className="text-sm font-medium text-slate-900">
                        {humanize(event.type)}
                        {event.status ? <span className="ml-2"><CallStatusBadge status={event.status} /></span> : null}
                      </p>
                      <p className="text-xs text-slate-500"><time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time></p>
                    </li>
                  ))
                : Array.from({ length: 4 }, (_, index) => <li key={index} className="mb-4 ml-4"><Skeleton className="h-9 w-56" /></li>)}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
