import { db } from "../db/client";
import type { UserWithUnits } from "../auth/serialize-user";

export const residentUnitIds = (user: UserWithUnits) => user.memberships.map((membership) => membership.unitId);

// The properties in which the resident has a unit: the only places their doors, passes and calls can be.
export async function residentPropertyIds(user: UserWithUnits): Promise<string[]> {
  const units = await db().unit.findMany({ where: { id: { in: residentUnitIds(user) } }, select: { propertyId: true } });
  return [...new Set(units.map((unit) => unit.propertyId))];
}
