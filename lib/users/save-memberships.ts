import { Prisma } from "../db/generated/client";
import { requirePropertiesInService } from "../properties/property-in-service";
import { movesInOrder, toDay } from "../units/membership-dates";
import { nextDialOrderSql } from "../units/next-dial-order";
import { checkUnitIds } from "./check-unit-ids";
import { ApiError } from "../http/error-codes";
import { dayText } from "../auth/serialize-user";
import type { UnitMembershipInput } from "./user-schemas";

type UnitLists = { unitIds?: string[]; units?: UnitMembershipInput[] };

// unitIds is the short form of units: memberships with nothing but the unit.
export const requestedUnits = (body: UnitLists): UnitMembershipInput[] | undefined =>
  body.units ?? body.unitIds?.map((unitId) => ({ unitId }));

const dateOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : toDay(value);

type Stored = { unitId: string; moveInOn: Date | null; moveOutOn: Date | null };

// A date left out keeps its stored value, so the dates a membership ends up with are checked, not only those sent:
// a move-out on or before the move-in is refused, naming the date the request gave. A membership whose dates the
// request leaves alone is not judged.
function requireOrderedDates(units: UnitMembershipInput[], stored: Stored[]) {
  units.forEach((unit, index) => {
    if (unit.moveInOn === undefined && unit.moveOutOn === undefined) return;
    const before = stored.find((membership) => membership.unitId === unit.unitId);
    const moveIn = unit.moveInOn === undefined ? before?.moveInOn : dateOf(unit.moveInOn);
    const moveOut = unit.moveOutOn === undefined ? before?.moveOutOn : dateOf(unit.moveOutOn);
    if (!moveIn || !moveOut || movesInOrder(moveIn, moveOut)) return;
    const issue =
      unit.moveOutOn !== undefined
        ? { field: `units.${index}.moveOutOn`, issue: `must be after the move-in date, ${dayText(moveIn)}` }
        : { field: `units.${index}.moveInOn`, issue: `must be before the move-out date, ${dayText(moveOut)}` };
    throw new ApiError("VALIDATION_ERROR", "A move-out date must be after the move-in date", [issue]);
  });
}

async function nextDialOrders(tx: Prisma.TransactionClient, unitIds: string[]) {
  if (!unitIds.length) return new Map<string, number>();
  const next = await tx.$queryRaw<{ unitId: string; dialOrder: number }[]>`
    SELECT v."unitId", ${nextDialOrderSql(Prisma.sql`v."unitId"`)}::int AS "dialOrder"
    FROM unnest(${unitIds}::text[]) AS v("unitId")`;
  return new Map(next.map((row) => [row.unitId, row.dialOrder]));
}

// Replaces the user's memberships with `units`: others are removed, listed ones created or updated
// (a field left out keeps its value). Every unit must be in the user's tenant (checkUnitIds), and a new one in a
// property in service.
export async function saveMemberships(
  tx: Prisma.TransactionClient,
  userId: string,
  tenantId: string | null,
  units: UnitMembershipInput[],
) {
  const unitIds = await checkUnitIds(
    tx,
    tenantId,
    units.map((unit) => unit.unitId),
  );
  await tx.unitMembership.deleteMany({ where: { userId, unitId: { notIn: unitIds } } });
  // A unit of an archived property takes no new resident; those already living there keep their memberships.
  const kept = await tx.unitMembership.findMany({
    where: { userId },
    select: { unitId: true, moveInOn: true, moveOutOn: true },
  });
  requireOrderedDates(units, kept);
  const added = unitIds.filter((unitId) => !kept.some((membership) => membership.unitId === unitId));
  if (added.length && tenantId) {
    const units = await tx.unit.findMany({ where: { id: { in: added } }, select: { propertyId: true } });
    await requirePropertiesInService(
      tx,
      tenantId,
      units.map((unit) => unit.propertyId),
    );
  }
  const after = await nextDialOrders(
    tx,
    units.filter((unit) => unit.dialOrder === undefined && added.includes(unit.unitId)).map((unit) => unit.unitId),
  );
  for (const unit of units) {
    const dialOrder = unit.dialOrder ?? after.get(unit.unitId);
    const fields = { dialOrder, moveInOn: dateOf(unit.moveInOn), moveOutOn: dateOf(unit.moveOutOn) };
    await tx.unitMembership.upsert({
      where: { userId_unitId: { userId, unitId: unit.unitId } },
      create: { userId, unitId: unit.unitId, ...fields },
      update: fields,
    });
  }
  return unitIds;
}
