"use client";

import Link from "next/link";
import type { Call } from "@/lib/admin-client/admin-types";
import { DataTable, type Column, type TableState } from "@/components/ui/data-table";
import { formatDuration } from "@/components/ui/format";
import { UnitLink } from "../units/unit-link";
import { useUnitLabels } from "../units/use-unit-labels";
import { CARRIER_LABELS } from "@/components/call-vocabulary";
import { CallStatusBadge, OutcomeBadge } from "./call-labels";
import { DateTime } from "@/components/ui/date-time";

export function CallsTable({
  rows,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  nameOf,
  timeZone,
  compact = false,
  showUnit = true,
  zoneInHeader = false,
}: TableState<Call> & {
  nameOf?: (propertyId: string) => string;
  timeZone?: string;
  // A half-width card: the time on one line, status and outcome; the rest is on the call's page.
  compact?: boolean;
  showUnit?: boolean;
  // A card beside other times names its clock; the calls page names it beside its date filter.
  zoneInHeader?: boolean;
}) {
  const units = useUnitLabels(showUnit ? (rows ?? []).map((c) => c.unitId) : []);
  const detail = (column: Column<Call>) => (compact ? [] : [column]);
  const columns: Column<Call>[] = [
    {
      header: zoneInHeader && timeZone ? `Started (${timeZone})` : "Started",
      cell: (c) => (
        <Link href={`/admin/calls/${c.id}`} className="font-medium text-indigo-700 hover:underline">
          <DateTime value={c.startedAt} timeZone={timeZone} />
        </Link>
      ),
    },
    ...(nameOf ? [{ header: "Property", cell: (c: Call) => nameOf(c.propertyId), hideOnMobile: true }] : []),
    ...(showUnit
      ? [
          {
            header: "Unit",
            cell: (c: Call) =>
              c.unitId ? <UnitLink id={c.unitId} label={units.labelOf(c.unitId)} pending={units.pending} /> : "—",
          },
        ]
      : []),
    ...detail({ header: "From", cell: (c) => <span className="font-mono text-xs">{c.from}</span>, hideOnMobile: true }),
    { header: "Status", cell: (c) => <CallStatusBadge status={c.status} /> },
    { header: "Outcome", cell: (c) => <OutcomeBadge outcome={c.outcome} /> },
    ...detail({ header: "Duration", cell: (c) => formatDuration(c.durationSeconds), hideOnMobile: true }),
    ...detail({ header: "Carrier", cell: (c) => CARRIER_LABELS[c.carrier], hideOnMobile: true }),
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
