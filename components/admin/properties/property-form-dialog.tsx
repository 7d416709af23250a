"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Property } from "@/lib/admin-client/admin-types";
import { createPropertyBody, updatePropertyBody } from "@/lib/properties/property-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { TimeZoneField } from "@/components/ui/time-zone-field";
import { blankToNull, blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { useTenantOptions } from "../use-tenant-options";

// One dialog for creating a property and for editing one (`property`); an edit sends only the fields that changed
// and the parent remounts it per property.
export function PropertyFormDialog({
  open,
  onClose,
  onCreated,
  property,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (property: Property) => void;
  property?: Property;
}) {
  const tenants = useTenantOptions();
  const chooseTenant = tenants.platform && !property;
  const form = useFormDialog({
    empty: {
      tenantId: "",
      name: property?.name ?? "",
      address: property?.address ?? "",
      timezone: property?.timezone ?? "America/New_York",
      phoneNumber: property?.phoneNumber ?? "",
    },
    changedFrom: property,
    schema: property ? updatePropertyBody : createPropertyBody,
    toBody: (values) => ({
      ...(chooseTenant ? { tenantId: blankToUndefined(values.tenantId) } : {}),
      name: values.name,
      address: values.address,
      timezone: values.timezone,
      phoneNumber: blankToNull(values.phoneNumber),
    }),
    send: (body) =>
      property
        ? adminEnvelope<Property>("property", `/api/admin/properties/${property.id}`, { method: "PATCH", body })
        : adminEnvelope<Property>("property", "/api/admin/properties", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title={property ? "Edit property" : "New property"}
      submitLabel={property ? "Save changes" : "Create property"}
      pending={form.pending}
      error={form.error}
      notice={form.notice}
      onSubmit={form.submit}
    >
      {chooseTenant ? (
        <SelectField
          label="Tenant"
          {...form.field("tenantId")}
          options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]}
        />
      ) : null}
      <TextField label="Name" required {...form.field("name")} />
      <TextField label="Address" required {...form.field("address")} />
      <TimeZoneField label="Time zone" {...form.field("timezone")} />
      <TextField
        label="Intercom phone number"
        type="tel"
        hint={property ? "E.164; empty to remove" : "E.164, such as +15005550006; optional"}
        {...form.field("phoneNumber")}
      />
    </FormDialog>
  );
}
