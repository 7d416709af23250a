"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Unit } from "@/lib/admin-client/admin-types";
import { createUnitBody } from "@/lib/units/unit-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, blankToUndefined, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { usePropertyOptions } from "../use-property-options";

export function UnitFormDialog({ open, onClose, onCreated, propertyId = "" }: { open: boolean; onClose: () => void; onCreated: (unit: Unit) => void; propertyId?: string }) {
  const empty = { propertyId, label: "", floor: "", directoryCode: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { options } = usePropertyOptions();
  const create = useAdminMutation((body: unknown) => adminEnvelope<Unit>("unit", "/api/admin/units", { method: "POST", body }), (unit) => {
    setValues(empty);
    onCreated(unit);
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
      title="New unit"
      submitLabel="Create unit"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        const body = { propertyId: values.propertyId, label: values.label, floor: blankToUndefined(values.floor), directoryCode: blankToUndefined(values.directoryCode) };
        const checked = validate(createUnitBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        create.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <SelectField label="Property" {...field("propertyId")} options={[{ value: "", label: "Choose a property" }, ...options]} />
      <TextField label="Label" hint="Unique within the property, such as 4B" {...field("label")} />
      <TextField label="Floor" hint="Optional" {...field("floor")} />
      <TextField label="Directory code" hint="What visitors key at the intercom; defaults to the label" {...field("directoryCode")} />
    </FormDialog>
  );
}
