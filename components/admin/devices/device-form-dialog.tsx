"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Device } from "@/lib/admin-client/admin-types";
import { createDeviceBody } from "@/lib/devices/device-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { useFormDialog } from "../use-form-dialog";
import { usePropertyOptions } from "../use-property-options";
import { DEVICE_KINDS, DEVICE_STATUSES } from "./device-status";

export function DeviceFormDialog({ open, onClose, onCreated, propertyId = "" }: { open: boolean; onClose: () => void; onCreated: (device: Device) => void; propertyId?: string }) {
  const { options } = usePropertyOptions();
  const form = useFormDialog({
    empty: { propertyId, name: "", kind: "door_controller", serialNumber: "", status: "online" },
    schema: createDeviceBody,
    toBody: ({ propertyId, name, kind, serialNumber, status }) => ({ propertyId, name, kind, serialNumber, status }),
    send: (body) => adminEnvelope<Device>("device", "/api/admin/devices", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog open={open} onClose={form.close} title="New device" submitLabel="Add device" pending={form.pending} error={form.error} onSubmit={form.submit}>
      <SelectField label="Property" {...form.field("propertyId")} options={[{ value: "", label: "Choose a property" }, ...options]} />
      <TextField label="Name" hint="Such as Lobby door" {...form.field("name")} />
      <SelectField label="Kind" {...form.field("kind")} options={DEVICE_KINDS} />
      <TextField label="Serial number" hint="Unique across the platform" {...form.field("serialNumber")} />
      <SelectField label="Status" {...form.field("status")} options={DEVICE_STATUSES} />
    </FormDialog>
  );
}
