"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Device } from "@/lib/admin-client/admin-types";
import { createDeviceBody } from "@/lib/devices/device-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { usePropertyOptions } from "../use-property-options";
import { DEVICE_KINDS, DEVICE_STATUSES } from "./device-status";

export function DeviceFormDialog({ open, onClose, onCreated, propertyId = "" }: { open: boolean; onClose: () => void; onCreated: (device: Device) => void; propertyId?: string }) {
  const empty = { propertyId, name: "", kind: "door_controller", serialNumber: "", status: "online" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { options } = usePropertyOptions();
  const create = useAdminMutation((body: unknown) => adminEnvelope<Device>("device", "/api/admin/devices", { method: "POST", body }), (device) => {
    setValues(empty);
    onCreated(device);
  });
  const field = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="New device"
      submitLabel="Add device"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        const body = { propertyId: values.propertyId, name: values.name, kind: values.kind, serialNumber: values.serialNumber, status: values.status };
        const checked = validate(createDeviceBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        create.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <SelectField label="Property" {...field("propertyId")} options={[{ value: "", label: "Choose a property" }, ...options]} />
      <TextField label="Name" hint="Such as Lobby door" {...field("name")} />
      <SelectField label="Kind" {...field("kind")} options={DEVICE_KINDS} />
      <TextField label="Serial number" hint="Unique across the platform" {...field("serialNumber")} />
      <SelectField label="Status" {...field("status")} options={DEVICE_STATUSES} />
    </FormDialog>
  );
}
