"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Property } from "@/lib/admin-client/admin-types";
import { updatePropertyBody } from "@/lib/properties/property-schemas";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, blankToNull, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";

// Sends only what changed; the parent remounts it per property (key={id}).
export function EditPropertyDialog({
  property,
  open,
  onClose,
  onSaved,
}: {
  property: Property;
  open: boolean;
  onClose: () => void;
  onSaved: (property: Property) => void;
}) {
  const initial = {
    name: property.name,
    address: property.address,
    timezone: property.timezone,
    phoneNumber: property.phoneNumber ?? "",
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation(
    (body: unknown) =>
      adminEnvelope<Property>("property", `/api/admin/properties/${property.id}`, { method: "PATCH", body }),
    onSaved,
  );
  const field = (name: keyof typeof initial) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const close = () => {
    setErrors({});
    save.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Edit property"
      submitLabel="Save changes"
      pending={save.isPending}
      error={save.error}
      onSubmit={() => {
        const next = {
          name: values.name,
          address: values.address,
          timezone: values.timezone,
          phoneNumber: blankToNull(values.phoneNumber),
        };
        const body = Object.fromEntries(
          Object.entries(next).filter(
            ([name, value]) =>
              value !== (name === "phoneNumber" ? property.phoneNumber : property[name as keyof Property]),
          ),
        );
        if (Object.keys(body).length === 0) return setErrors({ name: "nothing changed" });
        const checked = validate(updatePropertyBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        save.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <TextField label="Name" {...field("name")} />
      <TextField label="Address" {...field("address")} />
      <TextField label="Time zone" hint="An IANA time zone, such as America/New_York" {...field("timezone")} />
      <TextField label="Intercom phone number" type="tel" hint="E.164; empty to remove" {...field("phoneNumber")} />
    </FormDialog>
  );
}
