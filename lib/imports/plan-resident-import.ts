import type { AdminPrincipal } from "../auth/admin-principal";
import { ROLE_SCOPES } from "../auth/scopes";
import { codeKey, labelCode } from "../units/directory-code";
import { movesInOrder } from "../units/membership-dates";
import type { ImportColumn, ImportError, ResidentRow } from "./import-schemas";
import type { ImportTargets } from "./load-import-targets";

export type NewUnit = { key: string; propertyId: string; label: string; floor: string | null; directoryCode: string };
type UnitRef = { unitId: string } | { newUnitKey: string };
type Dates = { moveInOn: string | null; moveOutOn: string | null };
export type PlannedResident = {
  row: number;
  userId: string | null;
  email: string;
  name: string;
  phone: string | null;
  role: ResidentRow["role"];
  unit: UnitRef;
  dates: Dates;
};

export type ImportPlan = {
  newUnits: NewUnit[];
  creates: PlannedResident[];
  // Users whose name, phone or role change.
  userUpdates: PlannedResident[];
  // Memberships to add or whose dates change.
  membershipWrites: PlannedResident[];
  updated: number;
  unchanged: number;
  errors: ImportError[];
};

const lower = (value: string) => value.trim().toLowerCase();

function grantable(principal: AdminPrincipal, role: ResidentRow["role"]): boolean {
  return role === "resident" || ROLE_SCOPES[role].every((scope) => principal.scopes.has(scope));
}

// Decides, row by row and without touching the database, what an import creates, updates or leaves alone.
export function planResidentImport(
  principal: AdminPrincipal,
  tenantId: string,
  targets: ImportTargets,
  rows: ResidentRow[],
  columns: ImportColumn[],
): ImportPlan {
  const propertiesByName = new Map<string, { id: string }[]>();
  for (const property of targets.properties)
    propertiesByName.set(lower(property.name), [...(propertiesByName.get(lower(property.name)) ?? []), property]);
  // Labels are unique by exact case, so one written in another case names a unit only when no other fits it too.
  const unitsByLabel = new Map<string, ImportTargets["units"]>();
  for (const unit of targets.units) {
    const key = `${unit.propertyId}\n${lower(unit.label)}`;
    unitsByLabel.set(key, [...(unitsByLabel.get(key) ?? []), unit]);
  }
  // Codes compare as the intercom reads them, without regard to case (directory-code.ts).
  const codeOf = (propertyId: string, code: string) => `${propertyId}\n${codeKey(code)}`;
  const takenCodes = new Map(targets.units.map((unit) => [codeOf(unit.propertyId, unit.directoryCode), unit.label]));
  const usersByEmail = new Map(targets.users.map((user) => [user.email, user]));
  const datesGiven = { moveIn: columns.includes("moveIn"), moveOut: columns.includes("moveOut") };
  const plan: ImportPlan = {
    newUnits: [],
    creates: [],
    userUpdates: [],
    membershipWrites: [],
    updated: 0,
    unchanged: 0,
    errors: [],
  };
  const newUnits = new Map<string, NewUnit>();

  for (const row of rows) {
    const fail = (field: string, issue: string) => plan.errors.push({ row: row.row, field, issue });
    const matches = propertiesByName.get(lower(row.property)) ?? [];
    if (matches.length !== 1) {
      fail(
        "property",
        matches.length ? `${matches.length} properties have this name` : "no property of this name in your tenant",
      );
      continue;
    }
    const propertyId = matches[0].id;
    const unitKey = `${propertyId}\n${lower(row.unit)}`;
    const sameLabel = unitsByLabel.get(unitKey) ?? [];
    const existingUnit = sameLabel.length > 1 ? sameLabel.find((unit) => unit.label === row.unit.trim()) : sameLabel[0];
    if (sameLabel.length > 1 && !existingUnit) {
      fail(
        "unit",
        `matches units ${sameLabel
          .map((unit) => unit.label)
          .sort()
          .join(", ")}; write the label as one of them`,
      );
      continue;
    }
    if (!existingUnit && !newUnits.has(unitKey)) {
      const directoryCode = labelCode(row.unit);
      if (!directoryCode) {
        fail("unit", "has no letter or digit for its directory code; create this unit with a code first");
        continue;
      }
      const holder = takenCodes.get(codeOf(propertyId, directoryCode));
      if (holder !== undefined) {
        fail(
          "unit",
          `its directory code ${directoryCode} is already unit ${holder}'s; create this unit with another code first`,
        );
        continue;
      }
      takenCodes.set(codeOf(propertyId, directoryCode), row.unit);
      newUnits.set(unitKey, { key: unitKey, propertyId, label: row.unit, floor: row.floor ?? null, directoryCode });
    }
    const user = usersByEmail.get(row.email);
    if (user && user.tenantId !== tenantId) {
      fail("email", "belongs to a user outside this tenant");
      continue;
    }
    // An owner's role changes on their user page, where the tenant's last active owner is kept (keep-active-owner.ts).
    if (user?.role === "owner" && row.role !== "owner") {
      fail("role", "is an owner's; change an owner's role on their user page");
      continue;
    }
    if ((!user || user.role !== row.role) && !grantable(principal, row.role)) {
      fail("role", `you cannot give the ${row.role} role`);
      continue;
    }
    const membership = existingUnit && user?.memberships.find((candidate) => candidate.unitId === existingUnit.id);
    const dates: Dates = {
      moveInOn: datesGiven.moveIn ? (row.moveIn ?? null) : membership ? membership.moveInOn : null,
      moveOutOn: datesGiven.moveOut ? (row.moveOut ?? null) : membership ? membership.moveOutOn : null,
    };
    // With a date the file leaves out kept as stored, the two must still be in order (when the file gives one).
    const datesSent = datesGiven.moveIn || datesGiven.moveOut;
    if (datesSent && !movesInOrder(dates.moveInOn, dates.moveOutOn)) {
      if (datesGiven.moveOut) fail("moveOut", `must be after the move-in date, ${dates.moveInOn}`);
      else fail("moveIn", `must be before the move-out date, ${dates.moveOutOn}`);
      continue;
    }
    const planned: PlannedResident = {
      row: row.row,
      userId: user?.id ?? null,
      email: row.email,
      name: row.name,
      phone: row.phone,
      role: row.role,
      unit: existingUnit ? { unitId: existingUnit.id } : { newUnitKey: unitKey },
      dates,
    };
    if (!user) {
      plan.creates.push(planned);
      plan.membershipWrites.push(planned);
      continue;
    }
    const userChanged = user.name !== row.name || user.phone !== row.phone || user.role !== row.role;
    const membershipChanged =
      !membership || membership.moveInOn !== dates.moveInOn || membership.moveOutOn !== dates.moveOutOn;
    if (userChanged) plan.userUpdates.push(planned);
    if (membershipChanged) plan.membershipWrites.push(planned);
    if (userChanged || membershipChanged) plan.updated += 1;
    else plan.unchanged += 1;
  }
  plan.newUnits = [...newUnits.values()];
  return plan;
}
