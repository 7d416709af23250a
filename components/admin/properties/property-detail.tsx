"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminDelete } from "@/lib/admin-client/admin-fetch";
import type { Call, Device, Property, Unit, User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { CallsTable } from "../calls/calls-table";
import { isLive, LIVE_REFRESH_MS } from "../calls/call-labels";
import { DataTable, type Column } from "../data-table";
import { DeviceFormDialog } from "../devices/device-form-dialog";
import { DevicesTable } from "../devices/devices-table";
import { UnlockDialog } from "../devices/unlock-dialog";
import { PageHeader } from "../page-header";
import { UnitFormDialog } from "../units/unit-form-dialog";
import { UnitLink } from "../units/unit-link";
import { InviteUserDialog } from "../users/invite-user-dialog";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { useAdminMutation } from "../use-admin-mutation";
import { EditPropertyDialog } from "./edit-property-dialog";
import { useToast } from "../use-toast";

const UNIT_COLUMNS: Column<Unit>[] = [
  {
    header: "Unit",
    cell: (u) => (
      <span className="font-medium">
        <UnitLink id={u.id} label={u.label} />
      </span>
    ),
  },
  { header: "Floor", cell: (u) => u.floor ?? "—" },
  { header: "Directory code", cell: (u) => <span className="font-mono text-xs">{u.directoryCode}</span> },
];

export function PropertyDetail({ id }: { id: string }) {
  const property = useAdminItem<Property>("property", `/api/admin/properties/${encodeURIComponent(id)}`);
  const units = useAdminList<Unit>("units", "/api/admin/units", { propertyId: id, limit: 200 });
  const devices = useAdminList<Device>("devices", "/api/admin/devices", { propertyId: id, limit: 200 });
  const calls = useAdminList<Call>(
    "calls",
    "/api/admin/calls",
    { propertyId: id, limit: 10 },
    { refetchInterval: (page) => (page?.items.some(isLive) ? LIVE_REFRESH_MS : false) },
  );
  const residents = useAdminList<User>("users", "/api/admin/users", { role: "resident", propertyId: id, limit: 200 });
  const unitsHere = (ids: string[]) => (units.data?.items ?? []).filter((unit) => ids.includes(unit.id));
  const canWriteUnits = useCan("units:write");
  const canWriteDevices = useCan("devices:write");
  const canWriteProperty = useCan("properties:write");
  const canWriteUsers = useCan("users:write");
  const [addingResident, setAddingResident] = useState(false);
  const [editingDevice, setEditingDevice] = useState<Device | null>(null);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const router = useRouter();
  const [addingUnit, setAddingUnit] = useState(false);
  const [addingDevice, setAddingDevice] = useState(false);
  const [unlocking, setUnlocking] = useState<Device | null>(null);
  const toast = useToast();
  const remove = useAdminMutation(
    () => adminDelete(`/api/admin/properties/${encodeURIComponent(id)}`),
    (deletion) => {
      setRemoving(false);
      if (deletion === "archived")
        toast.show({
          tone: "success",
          text: "Archived: its calls and door events are kept.",
          audit: { targetType: "property", targetId: id },
        });
      else router.push("/admin/properties");
    },
  );

  if (property.error && !property.data)
    return (
      <ErrorState title="Could not load this property" error={property.error} onRetry={() => property.refetch()} />
    );
  const data = property.data;
  const residentColumns: Column<User>[] = [
    { header: "Name", cell: (u) => <span className="font-medium">{u.name}</span> },
    { header: "Email", cell: (u) => <span className="text-slate-600">{u.email}</span>, hideOnMobile: true },
    {
      header: "Units",
      cell: (u) => (
        <span className="flex flex-wrap gap-x-2">
          {unitsHere(u.unitIds).map((unit) => (
            <UnitLink key={unit.id} id={unit.id} label={unit.label} />
          ))}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (u) => (
        <Badge tone={u.status === "active" ? "green" : u.status === "invited" ? "blue" : "red"}>{u.status}</Badge>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={data?.name ?? "Property"}
        description={
          data ? (
            `${data.address} · ${data.timezone}${data.phoneNumber ? ` · intercom ${data.phoneNumber}` : ""}`
          ) : (
            <Skeleton className="h-4 w-72" />
          )
        }
        actions={
          <>
            {canWriteProperty && data ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {canWriteProperty && data?.status === "active" ? (
              <Button variant="ghostDanger" onClick={() => setRemoving(true)}>
                Archive or delete
              </Button>
            ) : null}
            <Link href="/admin/properties" className="self-center text-sm font-medium text-indigo-700 hover:underline">
              All properties
            </Link>
          </>
        }
      />
      {data?.status === "archived" ? (
        <p className="mb-4">
          <Badge tone="slate">archived</Badge>
        </p>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-2">
        <Card
          title={`Units${units.data ? ` (${units.data.total})` : ""}`}
          action={
            canWriteUnits ? (
              <Button size="sm" onClick={() => setAddingUnit(true)}>
                Add unit
              </Button>
            ) : null
          }
        >
          <DataTable
            label="units of this property"
            columns={UNIT_COLUMNS}
            rows={units.data?.items}
            loading={units.isPending}
            error={units.error}
            onRetry={() => units.refetch()}
            empty={<EmptyState title="No units yet" />}
          />
        </Card>
        <Card
          title="Residents"
          action={
            canWriteUsers ? (
              <Button size="sm" onClick={() => setAddingResident(true)}>
                Add resident
              </Button>
            ) : null
          }
        >
          <DataTable
            label="residents of this property"
            columns={residentColumns}
            rows={residents.data?.items}
            loading={residents.isPending || units.isPending}
            error={residents.error}
            onRetry={() => residents.refetch()}
            empty={<EmptyState title="No residents yet" />}
          />
        </Card>
        <Card
          title={`Devices${devices.data ? ` (${devices.data.total})` : ""}`}
          className="xl:col-span-2"
          action={
            canWriteDevices ? (
              <Button size="sm" onClick={() => setAddingDevice(true)}>
                Add device
              </Button>
            ) : null
          }
        >
          <DevicesTable
            rows={devices.data?.items}
            loading={devices.isPending}
            error={devices.error}
            onRetry={() => devices.refetch()}
            onUnlock={canWriteDevices ? setUnlocking : undefined}
            onEdit={canWriteDevices ? setEditingDevice : undefined}
            empty={<EmptyState title="No devices yet" />}
          />
        </Card>
        <Card
          title="Recent calls"
          className="xl:col-span-2"
          action={
            <Link
              href={`/admin/calls?propertyId=${id}`}
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
            timeZone={property.data?.timezone}
          />
        </Card>
      </div>
      <UnitFormDialog
        open={addingUnit}
        propertyId={id}
        onClose={() => setAddingUnit(false)}
        onCreated={(unit) => {
          setAddingUnit(false);
          toast.show({
            tone: "success",
            text: `Created unit ${unit.label}.`,
            audit: { targetType: "unit", targetId: unit.id },
          });
        }}
      />
      <DeviceFormDialog
        open={addingDevice}
        propertyId={id}
        onClose={() => setAddingDevice(false)}
        onCreated={(device) => {
          setAddingDevice(false);
          toast.show({
            tone: "success",
            text: `Added ${device.name}.`,
            audit: { targetType: "device", targetId: device.id },
          });
        }}
      />
      <UnlockDialog device={unlocking} onClose={() => setUnlocking(null)} />
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
      <InviteUserDialog
        open={addingResident}
        preset={{ propertyId: id }}
        onClose={() => setAddingResident(false)}
        onInvited={(user) => {
          setAddingResident(false);
          toast.show({ tone: "success", text: `Added ${user.name}.` });
        }}
      />
      {data ? (
        <EditPropertyDialog
          key={data.updatedAt}
          property={data}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            toast.show({
              tone: "success",
              text: `Saved ${saved.name}.`,
              audit: { targetType: "property", targetId: saved.id },
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing}
        title="Archive or delete this property?"
        confirmLabel="Archive or delete"
        pendingLabel="Working…"
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => {
          remove.reset();
          setRemoving(false);
        }}
      >
        <p>
          A property with calls, door events or guest passes is archived and keeps its history; one without is deleted
          with its units and devices.
        </p>
      </ConfirmDialog>
      {toast.view}
    </>
  );
}
