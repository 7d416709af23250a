"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Property } from "@/lib/admin-client/admin-types";
import { createPropertyBody } from "@/lib/properties/property-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, blankToNull, blankToUndefined, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { useTenantOptions } from "../use-tenant-options";

const EMPTY = { tenantId: "", name: "", address: "", timezone: "America/New_York", phoneNumber: "" };

export function PropertyFormDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (property: Property) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const tenants = useTenantOptions();
  const create = useAdminMutation(
    (body: unknown) => adminEnvelope<Property>("property", "/api/admin/properties", { method: "POST", body }),
    (property) => {
      setValues(EMPTY);
      onCreated(property);
    },
  );
  const field = (name: keyof typeof EMPTY) => ({
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
      title="New property"
      submitLabel="Create property"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        const body = {
          ...(tenants.platform ? { tenantId: blankToUndefined(values.tenantId) } : {}),
          name: values.name,
          address: values.address,
          timezone: values.timezone,
          phoneNumber: blankToNull(values.phoneNumber),
        };
        const checked = validate(createPropertyBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        create.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      {tenants.platform ? <SelectField label="Tenant" {...field("tenantId")} options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]} /> : null}
      <TextField label="Name" required {...field("name")} />
      <TextField label="Address" required {...field("address")} />
      <TextField label="Time zone" hint="An IANA time zone, such as America/New_York" {...field("timezone")} />
      <TextField label="Intercom phone number" type="tel" hint="E.164, such as +15005550006; optional" {...field("phoneNumber")} />
    </FormDialog>
  );
}
