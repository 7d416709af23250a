"use client";

import type { Unit, UserUnit } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { usePropertyOptions } from "../use-property-options";

// One row of the form: text values as the inputs hold them; propertyId only narrows the unit list.
export type MembershipRow = {
  key: string;
  propertyId: string;
  unitId: string;
  dialOrder: string;
  moveInOn: string;
  moveOutOn: string;
};

let nextKey = 0;
export const membershipRow = (row: Partial<Omit<MembershipRow, "key">> = {}): MembershipRow => ({
  key: `row-${nextKey++}`,
  propertyId: "",
  unitId: "",
  dialOrder: "",
  moveInOn: "",
  moveOutOn: "",
  ...row,
});

export const rowsOf = (units: UserUnit[]) =>
  units.map((unit) =>
    membershipRow({
      unitId: unit.unitId,
      dialOrder: String(unit.dialOrder),
      moveInOn: unit.moveInOn ?? "",
      moveOutOn: unit.moveOutOn ?? "",
    }),
  );

// The API's `units` body; a row with no unit chosen is left out.
export const unitsBody = (rows: MembershipRow[]) =>
  rows
    .filter((row) => row.unitId)
    .map((row) => ({
      unitId: row.unitId,
      // Left empty, a new unit rings this person after its residents (the API's default).
      dialOrder: row.dialOrder.trim() === "" ? undefined : Number(row.dialOrder),
      moveInOn: row.moveInOn || null,
      moveOutOn: row.moveOutOn || null,
    }));

function MembershipFields({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: MembershipRow;
  index: number;
  onChange: (row: MembershipRow) => void;
  onRemove: () => void;
}) {
  const properties = usePropertyOptions();
  // A unit already chosen names its own property.
  const chosen = useAdminItem<Unit>(
    "unit",
    `/api/admin/units/${encodeURIComponent(row.unitId)}`,
    {},
    { enabled: Boolean(row.unitId && !row.propertyId) },
  );
  const propertyId = row.propertyId || chosen.data?.propertyId || "";
  const units = useAdminList<Unit>(
    "units",
    "/api/admin/units",
    { propertyId, limit: 200 },
    { enabled: Boolean(propertyId) },
  );
  const set = (field: keyof MembershipRow) => (event: { target: { value: string } }) =>
    onChange({ ...row, propertyId, [field]: event.target.value, ...(field === "propertyId" ? { unitId: "" } : {}) });
  const name = (field: string) => `units-${index}-${field}`;
  return (
    <fieldset className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-xs font-medium text-slate-600">Unit {index + 1}</legend>
      <SelectField
        label="Property"
        name={name("property")}
        value={propertyId}
        onChange={set("propertyId")}
        options={[{ value: "", label: "Choose a property" }, ...properties.options]}
      />
      <SelectField
        label="Unit"
        name={name("unit")}
        value={row.unitId}
        onChange={set("unitId")}
        disabled={!propertyId}
        options={[
          { value: "", label: "Choose a unit" },
          ...(units.data?.items ?? []).map((unit) => ({ value: unit.id, label: unit.label })),
        ]}
      />
      <TextField
        label="Dial order"
        name={name("dial-order")}
        type="number"
        min={0}
        hint="Lowest is rung first; empty: after the others"
        value={row.dialOrder}
        onChange={set("dialOrder")}
      />
      <div className="flex items-end justify-end">
        <Button variant="ghostDanger" size="sm" onClick={onRemove} aria-label={`Remove unit ${index + 1}`}>
          Remove
        </Button>
      </div>
      <TextField label="Move-in" name={name("move-in")} type="date" value={row.moveInOn} onChange={set("moveInOn")} />
      <TextField
        label="Move-out"
        name={name("move-out")}
        type="date"
        hint="Access ends that day"
        value={row.moveOutOn}
        onChange={set("moveOutOn")}
      />
    </fieldset>
  );
}

// The units a user belongs to, each with its dial order and move dates.
export function UnitMembershipsField({
  rows,
  onChange,
  error,
}: {
  rows: MembershipRow[];
  onChange: (rows: MembershipRow[]) => void;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800">Units</span>
      {rows.map((row, index) => (
        <MembershipFields
          key={row.key}
          row={row}
          index={index}
          onChange={(next) => onChange(rows.map((current) => (current.key === row.key ? next : current)))}
          onRemove={() => onChange(rows.filter((current) => current.key !== row.key))}
        />
      ))}
      {error ? <p className="text-xs text-rose-700">{error}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, membershipRow()])}>
          Add a unit
        </Button>
      </div>
    </div>
  );
}
