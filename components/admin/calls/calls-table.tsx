"use client";

import Link from "next/link";
import type { Call } from "@/lib/admin-client/admin-types";
import { DataTable, type Column, type TableState } from "@/components/ui/data-table";
import { formatDateTime, formatDuration } from "@/components/ui/format";
import { UnitLink } from "../units/unit-link";
import { CallStatusBadge, OutcomeBadge } from "./call-labels";

export function CallsTable({
  rows,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  nameOf,
  timeZone,
}: TableState<Call> & {
  nameOf?: (propertyId: string) => string;
  timeZone?: string;
}) {
  const columns: Column<Call>[] = [
    {
      header: "Started",
      cell: (c) => (
        <Link href={`/admin/calls/${c.id}`} className="font-medium text-indigo-700 hover:underline">
          <time dateTime={c.startedAt}>{formatDateTime(c.startedAt, timeZone)}</time>
        </Link>
      ),
    },
    ...(nameOf ? [{ header: "Property", cell: (c: Call) => nameOf(c.propertyId), hideOnMobile: true }] : []),
    { header: "Unit", cell: (c) => (c.unitId ? <UnitLink id={c.unitId} /> : "—") },
    { header: "From", cell: (c) => <span className="font-mono text-xs">{c.from}</span>, hideOnMobile: true },
    { header: "Status", cell: (c) => <CallStatusBadge status={c.status} /> },
    { header: "Outcome", cell: (c) => <OutcomeBadge outcome={c.outcome} /> },
    { header: "Duration", cell: (c) => formatDuration(c.durationSeconds), hideOnMobile: true },
    { header: "Carrier", cell: (c) => c.carrier, hideOnMobile: true },
  ];
  return (
    <DataTable
      label="calls"
      columns={columns}
      rows={rows}
      loading={loading}
      fetching={fetching}
      error={error}
      onRetry={onRetry}
      empty={empty}
    />
  );
}
