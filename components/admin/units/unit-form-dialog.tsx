"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Unit } from "@/lib/admin-client/admin-types";
import { createUnitBody, updateUnitBody } from "@/lib/units/unit-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { blankToNull, blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { usePropertyOptions } from "../use-property-options";

// One dialog for creating a unit and for editing one (`unit`); an edit sends only the fields that changed.
export function UnitFormDialog({
  open,
  onClose,
  onCreated,
  propertyId = "",
  unit,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (unit: Unit) => void;
  propertyId?: string;
  unit?: Unit;
}) {
  const { options } = usePropertyOptions();
  const form = useFormDialog({
    empty: unit
      ? { propertyId: unit.propertyId, label: unit.label, floor: unit.floor ?? "", directoryCode: unit.directoryCode }
      : { propertyId, label: "", floor: "", directoryCode: "" },
    schema: unit ? updateUnitBody : createUnitBody,
    toBody: (values) => {
      if (!unit)
        return {
          propertyId: values.propertyId,
          label: values.label,
          floor: blankToUndefined(values.floor),
          directoryCode: blankToUndefined(values.directoryCode),
        };
      return {
        label: values.label.trim(),
        floor: blankToNull(values.floor),
        directoryCode: values.directoryCode.trim(),
      };
    },
    changedFrom: unit,
    send: (body) =>
      unit
        ? adminEnvelope<Unit>("unit", `/api/admin/units/${encodeURIComponent(unit.id)}`, { method: "PATCH", body })
        : adminEnvelope<Unit>("unit", "/api/admin/units", { method: "POST", body }),
    onDone: onCreated,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title={unit ? `Edit unit ${unit.label}` : "New unit"}
      submitLabel={unit ? "Save changes" : "Create unit"}
      pending={form.pending}
      error={form.error}
      notice={form.notice}
      onSubmit={form.submit}
    >
      {unit ? null : (
        <SelectField
          label="Property"
          {...form.field("propertyId")}
          options={[{ value: "", label: "Choose a property" }, ...options]}
        />
      )}
      <TextField label="Label" hint="Unique within the property, such as 4B" {...form.field("label")} />
      <TextField label="Floor" hint={unit ? "Empty to remove" : "Optional"} {...form.field("floor")} />
      <TextField
        label="Directory code"
        hint={
          unit
            ? "Letters and digits visitors key at the intercom, in any case"
            : "Letters and digits visitors key at the intercom; defaults to the label's"
        }
        {...form.field("directoryCode")}
      />
    </FormDialog>
  );
}
