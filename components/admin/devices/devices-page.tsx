"use client";

import { useState } from "react";
import type { Device } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCan } from "../admin-session";
import { NoRows } from "../data-table";
import { DeleteDialog } from "../delete-dialog";
import { FilterBar, FilterSelect, SearchBox } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { usePropertyOptions } from "../use-property-options";
import { useToast } from "../use-toast";
import { useUrlState } from "../use-url-state";
import { ExportButton } from "../export-button";
import { DeviceFormDialog } from "./device-form-dialog";
import { DEVICE_KINDS, DEVICE_STATUSES } from "./device-status";
import { DevicesTable } from "./devices-table";
import { UnlockDialog } from "./unlock-dialog";

const LIMIT = 25;

export function DevicesPage() {
  const { get } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const filters = {
    q: get("q") || undefined,
    propertyId: get("propertyId") || undefined,
    status: get("status") || undefined,
    kind: get("kind") || undefined,
  };
  // Status changes as devices report in, so the list refreshes on its own.
  const list = useAdminList<Device>(
    "devices",
    "/api/admin/devices",
    { ...filters, limit: LIMIT, ...(cursor ? { cursor } : { offset }) },
    { refetchInterval: 30_000 },
  );
  const properties = usePropertyOptions();
  const canWrite = useCan("devices:write");
  const [creating, setCreating] = useState(false);
  const [unlocking, setUnlocking] = useState<Device | null>(null);
  const [removing, setRemoving] = useState<Device | null>(null);
  const [editing, setEditing] = useState<Device | null>(null);
  const toast = useToast();
  const create = canWrite ? <Button onClick={() => setCreating(true)}>New device</Button> : null;
  return (
    <>
      <PageHeader
        title="Devices"
        description="Intercoms, door controllers, readers and cameras, with their last report."
        actions={
          <>
            {create}
            <ExportButton path="/api/admin/devices" filters={filters} filename="devices" />
          </>
        }
      />
      <Card>
        <FilterBar>
          <SearchBox placeholder="Search by name or serial" />
          <FilterSelect name="propertyId" label="Property" options={properties.options} />
          <FilterSelect name="status" label="Status" options={DEVICE_STATUSES} />
          <FilterSelect name="kind" label="Kind" options={DEVICE_KINDS} />
        </FilterBar>
        <DevicesTable
          {...tableState(list)}
          nameOf={properties.nameOf}
          onUnlock={canWrite ? setUnlocking : undefined}
          onRemove={canWrite ? setRemoving : undefined}
          onEdit={canWrite ? setEditing : undefined}
          empty={<NoRows noun="devices" filtered={Object.values(filters).some(Boolean)} action={create} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
      <DeviceFormDialog
        key={filters.propertyId ?? "any"}
        open={creating}
        propertyId={filters.propertyId}
        onClose={() => setCreating(false)}
        onCreated={(device) => {
          setCreating(false);
          toast.show({
            tone: "success",
            text: `Added ${device.name}.`,
            audit: { targetType: "device", targetId: device.id },
          });
        }}
      />
      {editing ? (
        <DeviceFormDialog
          key={editing.id}
          open
          device={editing}
          onClose={() => setEditing(null)}
          onCreated={(device) => {
            setEditing(null);
            toast.show({ tone: "success", text: `Saved ${device.name}.` });
          }}
        />
      ) : null}
      <UnlockDialog device={unlocking} onClose={() => setUnlocking(null)} />
      <DeleteDialog
        item={removing}
        noun="device"
        label={(device) => device.name}
        path={(device) => `/api/admin/devices/${device.id}`}
        explanation="a device with history is retired and keeps it; one without is deleted."
        onClose={() => setRemoving(null)}
        onDone={(deletion, device) => {
          setRemoving(null);
          toast.show({
            tone: "success",
            text: `${device.name}: ${deletion}.`,
            audit: { targetType: "device", targetId: device.id },
          });
        }}
      />
      {toast.view}
    </>
  );
}
