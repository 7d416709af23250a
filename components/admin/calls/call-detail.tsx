"use client";

import Link from "next/link";
import type { CallWithEvents } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { formatDateTime, formatDuration, humanize } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminItem } from "../use-admin-query";
import { CallStatusBadge, isLive, LIVE_REFRESH_MS, OutcomeBadge } from "./call-labels";
import { CARRIER_LABELS } from "@/components/call-vocabulary";
import { CallPeople } from "./call-people";
import { DateTime } from "@/components/ui/date-time";

// "Harbor View Apartments · Unit 101 · Nov 21, 2026, 3:04 PM", in the property's own time zone.
export const callHeading = (call: CallWithEvents) =>
  [
    call.property.name,
    call.unit ? `Unit ${call.unit.label}` : "No unit chosen",
    formatDateTime(call.startedAt, call.property.timezone),
  ].join(" · ");

export function CallDetail({ id }: { id: string }) {
  const call = useAdminItem<CallWithEvents>(
    "call",
    `/api/admin/calls/${encodeURIComponent(id)}`,
    {},
    {
      refetchInterval: (data) => (data && isLive(data) ? LIVE_REFRESH_MS : false),
    },
  );
  if (call.error && !call.data)
    return <ErrorState title="Could not load this call" error={call.error} onRetry={() => call.refetch()} />;
  const data = call.data;
  const zone = data?.property.timezone;
  const facts: [string, React.ReactNode][] = data
    ? [
        [
          "Property",
          <Link key="p" href={`/admin/properties/${data.propertyId}`} className="text-indigo-700 hover:underline">
            {data.property.name}
          </Link>,
        ],
        ["Unit rung", data.unit ? `Unit ${data.unit.label}` : "None (the visitor chose no unit)"],
        ["Status", <CallStatusBadge key="s" status={data.status} />],
        ["Outcome", <OutcomeBadge key="o" outcome={data.outcome} />],
        ["Answered by", data.answeredBy?.name ?? (data.answeredAt ? "Not recorded" : "Nobody")],
        [
          "From",
          <span key="f" className="font-mono">
            {data.from}
          </span>,
        ],
        [
          "To",
          <span key="t" className="font-mono">
            {data.to}
          </span>,
        ],
        ["Started", formatDateTime(data.startedAt, zone)],
        ["Answered", formatDateTime(data.answeredAt, zone)],
        ["Ended", formatDateTime(data.endedAt, zone)],
        ["Duration", formatDuration(data.durationSeconds)],
        ["Carrier", `${CARRIER_LABELS[data.carrier]} · ${data.direction} call ${data.carrierCallId}`],
      ]
    : [];
  return (
    <>
      <PageHeader
        title={data ? callHeading(data) : "Call"}
        description={
          data ? (
            isLive(data) ? (
              <span role="status">Live: refreshing every few seconds.</span>
            ) : (
              `Times in ${zone}`
            )
          ) : (
            "\u00a0"
          )
        }
        actions={
          <Link href="/admin/calls" className="text-sm font-medium text-indigo-700 hover:underline">
            All calls
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_minmax(0,1fr)] [&>*]:min-w-0">
        <Card title="Details">
          <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 p-4 text-sm">
            {data
              ? facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="min-w-0 break-words">{value}</dd>
                  </div>
                ))
              : Array.from({ length: facts.length || 12 }, (_, index) => (
                  <Skeleton key={index} className="col-span-2 h-5" />
                ))}
          </dl>
        </Card>
        <div className="flex flex-col gap-4">
          <CallPeople call={data} />
          <Card title="Timeline">
            {data && data.events.length === 0 ? (
              <EmptyState title="No events recorded">The carrier has not reported on this call yet.</EmptyState>
            ) : (
              <ol className="relative m-4 border-l-2 border-slate-200" aria-label="Call events">
                {data
                  ? data.events.map((event) => (
                      <li key={event.id} className="mb-4 ml-4">
                        <span
                          className="absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-indigo-500"
                          aria-hidden
                        />
                        <p className="text-sm font-medium text-slate-900">
                          {humanize(event.type)}
                          {event.status ? (
                            <span className="ml-2">
                              <CallStatusBadge status={event.status} />
                            </span>
                          ) : null}
                        </p>
                        <p className="text-xs text-slate-600">
                          <DateTime value={event.occurredAt} timeZone={zone} />
                        </p>
                      </li>
                    ))
                  : Array.from({ length: 4 }, (_, index) => (
                      <li key={index} className="mb-4 ml-4">
                        <Skeleton className="h-9 w-56" />
                      </li>
                    ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
