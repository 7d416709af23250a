"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Unit } from "@/lib/admin-client/admin-types";
import { createUnitBody } from "@/lib/units/unit-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { usePropertyOptions } from "../use-property-options";

export function UnitFormDialog({ open, onClose, onCreated, propertyId = "" }: { open: boolean; onClose: () => void; onCreated: (unit: Unit) => void; propertyId?: string }) {
  const { options } = usePropertyOptions();
  const form = useFormDialog({
    empty: { propertyId, label: "", floor: "", directoryCode: "" },
    schema: createUnitBody,
    toBody: (values) => ({ propertyId: values.propertyId, label: values.label, floor: blankToUndefined(values.floor), directoryCode: blankToUndefined(values.directoryCode) }),
    send: (body) => adminEnvelope<Unit>("unit", "/api/admin/units", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog open={open} onClose={form.close} title="New unit" submitLabel="Create unit" pending={form.pending} error={form.error} onSubmit={form.submit}>
      <SelectField label="Property" {...form.field("propertyId")} options={[{ value: "", label: "Choose a property" }, ...options]} />
      <TextField label="Label" hint="Unique within the property, such as 4B" {...form.field("label")} />
      <TextField label="Floor" hint="Optional" {...form.field("floor")} />
      <TextField label="Directory code" hint="What visitors key at the intercom; defaults to the label" {...form.field("directoryCode")} />
    </FormDialog>
  );
}
