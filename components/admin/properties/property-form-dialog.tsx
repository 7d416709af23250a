"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Property } from "@/lib/admin-client/admin-types";
import { createPropertyBody } from "@/lib/properties/property-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { blankToNull, blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { useTenantOptions } from "../use-tenant-options";

export function PropertyFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (property: Property) => void;
}) {
  const tenants = useTenantOptions();
  const form = useFormDialog({
    empty: { tenantId: "", name: "", address: "", timezone: "America/New_York", phoneNumber: "" },
    schema: createPropertyBody,
    toBody: (values) => ({
      ...(tenants.platform ? { tenantId: blankToUndefined(values.tenantId) } : {}),
      name: values.name,
      address: values.address,
      timezone: values.timezone,
      phoneNumber: blankToNull(values.phoneNumber),
    }),
    send: (body) => adminEnvelope<Property>("property", "/api/admin/properties", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title="New property"
      submitLabel="Create property"
      pending={form.pending}
      error={form.error}
      onSubmit={form.submit}
    >
      {tenants.platform ? (
        <SelectField
          label="Tenant"
          {...form.field("tenantId")}
          options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]}
        />
      ) : null}
      <TextField label="Name" required {...form.field("name")} />
      <TextField label="Address" required {...form.field("address")} />
      <TextField label="Time zone" hint="An IANA time zone, such as America/New_York" {...form.field("timezone")} />
      <TextField
        label="Intercom phone number"
        type="tel"
        hint="E.164, such as +15005550006; optional"
        {...form.field("phoneNumber")}
      />
    </FormDialog>
  );
}
