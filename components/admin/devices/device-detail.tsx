"use client";

import Link from "next/link";
import { useState } from "react";
import type { Device, DeviceCommand, Property } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatDateTime, formatRelative, humanize } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { ConnectDeviceCard } from "./connect-device-card";
import { DeviceStatusBadge } from "@/components/device-status-badge";
import { UnlockDialog } from "./unlock-dialog";
import { UptimeCard } from "./uptime-card";
import { DateTime } from "@/components/ui/date-time";

// Devices report within seconds; the page follows them without a reload.
const LIVE_MS = 2000;

const COMMAND_TONE: Record<DeviceCommand["status"], Tone> = {
  pending: "slate",
  sent: "blue",
  acknowledged: "green",
  failed: "red",
  expired: "amber",
};

const COMMAND_COLUMNS: Column<DeviceCommand>[] = [
  { header: "Issued", cell: (c) => <DateTime value={c.createdAt} /> },
  { header: "Command", cell: (c) => humanize(c.command) },
  { header: "Status", cell: (c) => <Badge tone={COMMAND_TONE[c.status]}>{humanize(c.status)}</Badge> },
  { header: "Sent", cell: (c) => <DateTime value={c.sentAt} />, hideOnMobile: true },
  { header: "Acknowledged", cell: (c) => <DateTime value={c.acknowledgedAt} />, hideOnMobile: true },
  { header: "Reason", cell: (c) => c.failureReason ?? "—", hideOnMobile: true },
];

export function DeviceDetail({ id }: { id: string }) {
  const path = `/api/admin/devices/${encodeURIComponent(id)}` as const;
  const device = useAdminItem<Device>("device", path, {}, { refetchInterval: LIVE_MS });
  const commands = useAdminList<DeviceCommand>(
    "commands",
    `${path}/commands`,
    { limit: 20 },
    { refetchInterval: LIVE_MS },
  );
  const data = device.data;
  const property = useAdminItem<Property>(
    "property",
    `/api/admin/properties/${encodeURIComponent(data?.propertyId ?? "")}`,
    {},
    { enabled: Boolean(data) },
  );
  const canWrite = useCan("devices:write");
  const [unlocking, setUnlocking] = useState<Device | null>(null);

  if (device.error && !data)
    return <ErrorState title="Could not load this device" error={device.error} onRetry={() => device.refetch()} />;
  const opens = data && (data.kind === "door_controller" || data.kind === "intercom") && data.status !== "retired";
  return (
    <>
      <PageHeader
        title={data?.name ?? "Device"}
        description={data ? `${humanize(data.kind)} · serial ${data.serialNumber}` : <Skeleton className="h-4 w-72" />}
        actions={
          <>
            {canWrite && opens ? (
              <Button variant="secondary" onClick={() => setUnlocking(data)}>
                Unlock
              </Button>
            ) : null}
            <Link href="/admin/devices" className="self-center text-sm font-medium text-indigo-700 hover:underline">
              All devices
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        <Card title="Status">
          {data ? (
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 p-4 text-sm" aria-live="polite">
              <dt className="text-slate-500">Status</dt>
              <dd data-testid="device-status">
                <DeviceStatusBadge status={data.status} />
              </dd>
              <dt className="text-slate-500">Last seen</dt>
              <dd title={formatDateTime(data.lastSeenAt)}>{formatRelative(data.lastSeenAt)}</dd>
              <dt className="text-slate-500">Firmware</dt>
              <dd>{data.firmware ?? "—"}</dd>
              <dt className="text-slate-500">Property</dt>
              <dd>
                <Link href={`/admin/properties/${data.propertyId}`} className="text-indigo-700 hover:underline">
                  {property.data?.name ?? "Property"}
                </Link>
              </dd>
              <dt className="text-slate-500">Entrance</dt>
              <dd>{data.isEntrance ? "Yes: the intercom opens it when a resident presses 9" : "No"}</dd>
            </dl>
          ) : (
            <div className="p-4">
              <Skeleton className="h-28 w-full" />
            </div>
          )}
        </Card>
        {data ? (
          <ConnectDeviceCard device={data} canWrite={canWrite} />
        ) : (
          <Card title="Connection">
            <div className="p-4">
              <Skeleton className="h-28 w-full" />
            </div>
          </Card>
        )}
        <UptimeCard deviceId={id} refetchInterval={LIVE_MS} />
        <Card title="Commands" className="xl:col-span-2">
          <DataTable
            label="commands sent to this device"
            columns={COMMAND_COLUMNS}
            rows={commands.data?.items}
            loading={commands.isPending}
            error={commands.error}
            onRetry={() => commands.refetch()}
            empty={
              <EmptyState title="No commands yet">
                An unlock from the dashboard, the portal or the intercom shows here with the door&apos;s answer.
              </EmptyState>
            }
          />
        </Card>
      </div>
      <UnlockDialog device={unlocking} onClose={() => setUnlocking(null)} />
    </>
  );
}
