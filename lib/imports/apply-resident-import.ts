import { Prisma } from "../db/generated/client";
import { newRowId } from "../db/new-row-id";
import { nextDialOrderSql } from "../units/next-dial-order";
import type { ImportPlan, PlannedResident } from "./plan-resident-import";

// Writes a plan in one set-based statement per kind of row (units, users, user changes, memberships): each takes its
// columns as arrays (unnest), so a 10,000-row file costs four round trips and no per-row query building.
export async function applyResidentImport(
  tx: Prisma.TransactionClient,
  tenantId: string,
  plan: ImportPlan,
): Promise<void> {
  // Ids are made here rather than read back, so memberships can name new units and users at once.
  const unitIds = new Map(plan.newUnits.map((unit) => [unit.key, newRowId()]));
  if (plan.newUnits.length) {
    const units = plan.newUnits;
    await tx.$executeRaw`
      INSERT INTO units (id, "propertyId", label, floor, "directoryCode", "updatedAt")
      SELECT v.id, v.property, v.label, v.floor, v.code, now()
      FROM unnest(${units.map((unit) => unitIds.get(unit.key))}::text[], ${units.map((unit) => unit.propertyId)}::text[],
        ${units.map((unit) => unit.label)}::text[], ${units.map((unit) => unit.floor)}::text[],
        ${units.map((unit) => unit.directoryCode)}::text[]) AS v(id, property, label, floor, code)`;
  }

  const userIds = new Map(plan.creates.map((resident) => [resident.email, newRowId()]));
  if (plan.creates.length) {
    const users = plan.creates;
    await tx.$executeRaw`
      INSERT INTO users (id, "tenantId", email, name, phone, role, status, "updatedAt")
      SELECT v.id, ${tenantId}, v.email, v.name, v.phone, v.role::"UserRole", 'invited'::"UserStatus", now()
      FROM unnest(${users.map((user) => userIds.get(user.email))}::text[], ${users.map((user) => user.email)}::text[],
        ${users.map((user) => user.name)}::text[], ${users.map((user) => user.phone)}::text[],
        ${users.map((user) => user.role)}::text[]) AS v(id, email, name, phone, role)`;
  }

  const updates = plan.userUpdates;
  if (updates.length)
    await tx.$executeRaw`
      UPDATE users SET name = v.name, phone = v.phone, role = v.role::"UserRole", "updatedAt" = now()
      FROM unnest(${updates.map((r) => r.userId)}::text[], ${updates.map((r) => r.name)}::text[], ${updates.map((r) => r.phone)}::text[], ${updates.map((r) => r.role)}::text[])
        AS v(id, name, phone, role)
      WHERE users.id = v.id AND users."tenantId" = ${tenantId}`;

  const unitOf = (resident: PlannedResident) =>
    "unitId" in resident.unit ? resident.unit.unitId : (unitIds.get(resident.unit.newUnitKey) as string);
  const userOf = (resident: PlannedResident) => resident.userId ?? (userIds.get(resident.email) as string);
  const memberships = plan.membershipWrites;
  if (memberships.length)
    await tx.$executeRaw`
      INSERT INTO unit_memberships ("userId", "unitId", "dialOrder", "moveInOn", "moveOutOn")
      SELECT v."userId", v."unitId",
        ${nextDialOrderSql(Prisma.sql`v."unitId"`)} + row_number() OVER (PARTITION BY v."unitId" ORDER BY v.ord)::int - 1,
        v."moveInOn", v."moveOutOn"
      FROM unnest(${memberships.map(userOf)}::text[], ${memberships.map(unitOf)}::text[], ${memberships.map((r) => r.dates.moveInOn)}::date[], ${memberships.map((r) => r.dates.moveOutOn)}::date[])
        WITH ORDINALITY AS v("userId", "unitId", "moveInOn", "moveOutOn", ord)
      ON CONFLICT ("userId", "unitId") DO UPDATE SET "moveInOn" = EXCLUDED."moveInOn", "moveOutOn" = EXCLUDED."moveOutOn"`;
}
