"use client";

import { useState } from "react";
import type { Device } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { useCan } from "../admin-session";
import { DeleteDialog } from "../delete-dialog";
import { FilterSelect, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { usePropertyOptions } from "../use-property-options";
import { useToast } from "../use-toast";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { DEVICE_KINDS, DEVICE_STATUSES } from "./device-options";
import { DevicesTable } from "./devices-table";
import { useDeviceDialogs } from "./use-device-dialogs";

export function DevicesPage() {
  const filters = useUrlFilters(["q", "propertyId", "status", "kind"]);
  // Status changes as devices report in, so the list refreshes on its own.
  const list = usePagedList<Device>("devices", "/api/admin/devices", filters, { refetchInterval: 30_000 });
  const properties = usePropertyOptions();
  const canWrite = useCan("devices:write");
  const [removing, setRemoving] = useState<Device | null>(null);
  const toast = useToast();
  const device = useDeviceDialogs(toast.show, filters.propertyId);
  return (
    <ListPage
      title="Devices"
      description="Intercoms, door controllers, readers and cameras, with their last report."
      actions={canWrite ? <Button onClick={device.add}>New device</Button> : null}
      list={list}
      exportAs="devices"
      noun="devices"
      filters={
        <>
          <SearchBox placeholder="Search by name or serial" />
          <FilterSelect name="propertyId" label="Property" options={properties.options} />
          <FilterSelect name="status" label="Status" options={DEVICE_STATUSES} />
          <FilterSelect name="kind" label="Kind" options={DEVICE_KINDS} />
        </>
      }
      table={(state) => (
        <DevicesTable
          {...state}
          nameOf={properties.nameOf}
          onUnlock={canWrite ? device.unlock : undefined}
          onRemove={canWrite ? setRemoving : undefined}
          onEdit={canWrite ? device.edit : undefined}
        />
      )}
    >
      {device.dialogs}
      <DeleteDialog
        item={removing}
        noun="device"
        label={(device) => device.name}
        path={(device) => `/api/admin/devices/${device.id}`}
        explanation="a device with history is retired and keeps it; one without is deleted."
        onClose={() => setRemoving(null)}
        onDone={(deletion, device) => {
          toast.show({
            tone: "success",
            text: `${device.name}: ${deletion}.`,
            audit: { targetType: "device", targetId: device.id },
          });
        }}
      />
      {toast.view}
    </ListPage>
  );
}
