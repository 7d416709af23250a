"use client";

import Link from "next/link";
import type { Device } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { DataTable, type Column, type TableState } from "@/components/ui/data-table";
import { formatDateTime, formatRelative, humanize } from "@/components/ui/format";
import { DeviceStatusBadge } from "@/components/device-status-badge";

export function DevicesTable({
  rows,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  nameOf,
  onUnlock,
  onRemove,
  onEdit,
}: TableState<Device> & {
  nameOf?: (propertyId: string) => string;
  onUnlock?: (device: Device) => void;
  onRemove?: (device: Device) => void;
  onEdit?: (device: Device) => void;
}) {
  const columns: Column<Device>[] = [
    {
      header: "Name",
      cell: (d) => (
        <Link href={`/admin/devices/${d.id}`} className="font-medium text-indigo-700 hover:underline">
          {d.name}
        </Link>
      ),
    },
    ...(nameOf
      ? [
          {
            header: "Property",
            cell: (d: Device) => (
              <Link href={`/admin/properties/${d.propertyId}`} className="text-indigo-700 hover:underline">
                {nameOf(d.propertyId)}
              </Link>
            ),
            hideOnMobile: true,
          },
        ]
      : []),
    { header: "Kind", cell: (d) => humanize(d.kind), hideOnMobile: true },
    { header: "Status", cell: (d) => <DeviceStatusBadge status={d.status} /> },
    {
      header: "Last seen",
      cell: (d) => <span title={formatDateTime(d.lastSeenAt)}>{formatRelative(d.lastSeenAt)}</span>,
      hideOnMobile: true,
    },
    { header: "Serial", cell: (d) => <span className="font-mono text-xs">{d.serialNumber}</span>, hideOnMobile: true },
    ...(onUnlock || onEdit || onRemove
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (d: Device) => (
              <span className="flex justify-end gap-1">
                {onUnlock && (d.kind === "door_controller" || d.kind === "intercom") ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onUnlock(d)}
                    aria-label={`Unlock ${d.name}`}
                    disabled={d.status === "retired"}
                  >
                    Unlock
                  </Button>
                ) : null}
                {onEdit ? (
                  <Button variant="ghost" size="sm" onClick={() => onEdit(d)} aria-label={`Edit ${d.name}`}>
                    Edit
                  </Button>
                ) : null}
                {onRemove && d.status !== "retired" ? (
                  <Button variant="ghostDanger" size="sm" onClick={() => onRemove(d)} aria-label={`Remove ${d.name}`}>
                    Remove
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="devices"
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
