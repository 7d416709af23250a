"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Device } from "@/lib/admin-client/admin-types";
import { createDeviceBody, updateDeviceBody } from "@/lib/devices/device-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormDialog } from "../use-form-dialog";
import { usePropertyOptions } from "../use-property-options";
import { DEVICE_KINDS, DEVICE_STATUSES } from "./device-options";

const ENTRANCE = [
  { value: "false", label: "No" },
  { value: "true", label: "Yes: the door a resident's 9 opens" },
];

// One dialog for adding a device and for editing one (`device`); an edit sends only the fields that changed.
export function DeviceFormDialog({
  open,
  onClose,
  onCreated,
  propertyId = "",
  device,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (device: Device) => void;
  propertyId?: string;
  device?: Device;
}) {
  const { options } = usePropertyOptions();
  const form = useFormDialog({
    empty: device
      ? {
          propertyId: device.propertyId,
          name: device.name,
          kind: device.kind as string,
          serialNumber: device.serialNumber,
          status: device.status as string,
          isEntrance: String(device.isEntrance),
        }
      : { propertyId, name: "", kind: "door_controller", serialNumber: "", status: "online", isEntrance: "false" },
    schema: device ? updateDeviceBody : createDeviceBody,
    toBody: ({ isEntrance, ...values }) => ({ ...values, isEntrance: isEntrance === "true" }),
    changedFrom: device,
    send: (body) =>
      device
        ? adminEnvelope<Device>("device", `/api/admin/devices/${encodeURIComponent(device.id)}`, {
            method: "PATCH",
            body,
          })
        : adminEnvelope<Device>("device", "/api/admin/devices", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title={device ? `Edit ${device.name}` : "New device"}
      submitLabel={device ? "Save changes" : "Add device"}
      pending={form.pending}
      error={form.error}
      onSubmit={form.submit}
    >
      <SelectField
        label="Property"
        {...form.field("propertyId")}
        options={[{ value: "", label: "Choose a property" }, ...options]}
      />
      <TextField label="Name" hint="Such as Lobby door" {...form.field("name")} />
      <SelectField label="Kind" {...form.field("kind")} options={DEVICE_KINDS} />
      <TextField label="Serial number" hint="Unique across the platform" {...form.field("serialNumber")} />
      <SelectField label="Status" {...form.field("status")} options={DEVICE_STATUSES} />
      <SelectField label="Entrance" {...form.field("isEntrance")} options={ENTRANCE} />
    </FormDialog>
  );
}
