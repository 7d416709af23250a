"use client";

import Link from "next/link";
import { useState } from "react";
import type { Call, Device, GuestPass, Property, Unit, User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { CallsTable } from "../calls/calls-table";
import { DataTable, type Column } from "../data-table";
import { DeviceFormDialog } from "../devices/device-form-dialog";
import { DevicesTable } from "../devices/devices-table";
import { formatCalendarDay, formatDateTime, humanize } from "../format";
import { PageHeader } from "../page-header";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { useToast } from "../use-toast";
import { EditUserDialog } from "../users/edit-user-dialog";
import { InviteUserDialog } from "../users/invite-user-dialog";
import { STATUS_TONES } from "../users/user-labels";
import { UnitFormDialog } from "./unit-form-dialog";

const PASS_TONES = { active: "green", scheduled: "blue", expired: "slate", revoked: "red", used_up: "slate" } as const;

const PASS_COLUMNS: Column<GuestPass>[] = [
  { header: "Guest", cell: (p) => <span className="font-medium">{p.name}</span> },
  { header: "Status", cell: (p) => <Badge tone={PASS_TONES[p.status]}>{humanize(p.status)}</Badge> },
  {
    header: "Valid",
    cell: (p) => `${formatDateTime(p.validFrom)} – ${formatDateTime(p.validUntil)}`,
    hideOnMobile: true,
  },
  { header: "Uses", cell: (p) => `${p.useCount} of ${p.maxUses}` },
];

// One unit: its residents in the order the intercom rings them, the doors of its building, its calls and guest passes.
export function UnitDetail({ id }: { id: string }) {
  const path = `/api/admin/units/${encodeURIComponent(id)}` as const;
  const unit = useAdminItem<Unit>("unit", path);
  const propertyId = unit.data?.propertyId ?? "";
  const property = useAdminItem<Property>(
    "property",
    `/api/admin/properties/${encodeURIComponent(propertyId)}`,
    {},
    { enabled: Boolean(propertyId) },
  );
  const residents = useAdminList<User>("users", "/api/admin/users", { unitId: id, limit: 200 });
  const devices = useAdminList<Device>(
    "devices",
    "/api/admin/devices",
    { propertyId, limit: 200 },
    { enabled: Boolean(propertyId) },
  );
  const calls = useAdminList<Call>("calls", "/api/admin/calls", { unitId: id, limit: 10 });
  const passes = useAdminList<GuestPass>("guestPasses", `${path}/guest-passes`, { limit: 20 });
  const canWriteUnits = useCan("units:write");
  const canWriteUsers = useCan("users:write");
  const canWriteDevices = useCan("devices:write");
  const [editingUnit, setEditingUnit] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editingUser, setEditingUser] = useState<User | null>(null);
  const [editingDevice, setEditingDevice] = useState<Device | null>(null);
  const toast = useToast();

  if (unit.error && !unit.data)
    return <ErrorState title="Could not load this unit" error={unit.error} onRetry={() => unit.refetch()} />;
  const data = unit.data;
  const membership = (user: User) => user.units.find((entry) => entry.unitId === id);
  const inDialOrder = [...(residents.data?.items ?? [])].sort(
    (a, b) => (membership(a)?.dialOrder ?? 0) - (membership(b)?.dialOrder ?? 0),
  );
  const today = new Date().toISOString().slice(0, 10);
  const residentColumns: Column<User>[] = [
    { header: "Dial order", cell: (u) => membership(u)?.dialOrder ?? "—" },
    { header: "Name", cell: (u) => <span className="font-medium">{u.name}</span> },
    { header: "Phone", cell: (u) => <span className="font-mono text-xs">{u.phone ?? "—"}</span>, hideOnMobile: true },
    { header: "Move-in", cell: (u) => formatCalendarDay(membership(u)?.moveInOn), hideOnMobile: true },
    {
      header: "Move-out",
      cell: (u) => {
        const out = membership(u)?.moveOutOn;
        return out && out <= today ? (
          <Badge tone="slate">moved out {formatCalendarDay(out)}</Badge>
        ) : (
          formatCalendarDay(out)
        );
      },
    },
    { header: "Status", cell: (u) => <Badge tone={STATUS_TONES[u.status]}>{u.status}</Badge> },
    ...(canWriteUsers
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (u: User) => (
              <Button variant="ghost" size="sm" onClick={() => setEditingUser(u)} aria-label={`Edit ${u.name}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  const title = data ? `Unit ${data.label}` : "Unit";
  return (
    <>
      <PageHeader
        title={title}
        description={
          data ? (
            <>
              <Link href={`/admin/properties/${data.propertyId}`} className="text-indigo-700 underline">
                {property.data?.name ?? "Property"}
              </Link>
              {` · floor ${data.floor ?? "—"} · directory code ${data.directoryCode}`}
            </>
          ) : (
            <Skeleton className="h-4 w-72" />
          )
        }
        actions={
          <>
            {canWriteUnits && data ? (
              <Button variant="secondary" onClick={() => setEditingUnit(true)}>
                Edit unit
              </Button>
            ) : null}
            {canWriteUsers && data ? <Button onClick={() => setAdding(true)}>Add resident</Button> : null}
          </>
        }
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <Card title="Residents, in dial order" className="xl:col-span-2">
          <DataTable
            label="residents of this unit"
            columns={residentColumns}
            rows={residents.data ? inDialOrder : undefined}
            loading={residents.isPending}
            error={residents.error}
            onRetry={() => residents.refetch()}
            empty={<EmptyState title="No residents yet" />}
          />
        </Card>
        <Card title="Doors and devices of the building" className="xl:col-span-2">
          <DevicesTable
            rows={devices.data?.items}
            loading={devices.isPending && Boolean(propertyId)}
            error={devices.error}
            onRetry={() => devices.refetch()}
            onEdit={canWriteDevices ? setEditingDevice : undefined}
            empty={<EmptyState title="No devices yet" />}
          />
        </Card>
        <Card
          title="Recent calls"
          action={
            <Link
              href={`/admin/calls?unitId=${encodeURIComponent(id)}`}
              className="text-sm font-medium text-indigo-700 hover:underline"
            >
              All calls
            </Link>
          }
        >
          <CallsTable
            rows={calls.data?.items}
            loading={calls.isPending}
            error={calls.error}
            onRetry={() => calls.refetch()}
            empty={<EmptyState title="No calls yet" />}
          />
        </Card>
        <Card title="Guest passes">
          <DataTable
            label="guest passes of this unit"
            columns={PASS_COLUMNS}
            rows={passes.data?.items}
            loading={passes.isPending}
            error={passes.error}
            onRetry={() => passes.refetch()}
            empty={<EmptyState title="No guest passes" />}
          />
        </Card>
      </div>
      {data && editingUnit ? (
        <UnitFormDialog
          key={data.updatedAt}
          open
          unit={data}
          onClose={() => setEditingUnit(false)}
          onCreated={(saved) => {
            setEditingUnit(false);
            toast.show({ tone: "success", text: `Saved unit ${saved.label}.` });
          }}
        />
      ) : null}
      {data ? (
        <InviteUserDialog
          open={adding}
          preset={{ propertyId: data.propertyId, unitId: id }}
          onClose={() => setAdding(false)}
          onInvited={(user) => {
            setAdding(false);
            toast.show({ tone: "success", text: `Added ${user.name} to unit ${data.label}.` });
          }}
        />
      ) : null}
      <EditUserDialog
        key={editingUser?.id ?? "none"}
        user={editingUser}
        onClose={() => setEditingUser(null)}
        onSaved={(user) => {
          setEditingUser(null);
          toast.show({ tone: "success", text: `Saved ${user.name}.` });
        }}
      />
      {editingDevice ? (
        <DeviceFormDialog
          key={editingDevice.id}
          open
          device={editingDevice}
          onClose={() => setEditingDevice(null)}
          onCreated={(device) => {
            setEditingDevice(null);
            toast.show({ tone: "success", text: `Saved ${device.name}.` });
          }}
        />
      ) : null}
      {toast.view}
    </>
  );
}
