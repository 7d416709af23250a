import { db } from "../db/client";
import type { UserWithUnits } from "../auth/serialize-user";
import { livesThere } from "../units/membership-dates";

// The units the resident lives in today: a moved-out (or not yet moved-in) membership opens nothing.
export const residentUnitIds = (user: UserWithUnits) =>
  user.memberships
    .filter((membership) => livesThere(membership, membership.unit.property.timezone))
    .map((membership) => membership.unitId);

// The properties in which the resident has a unit: the only places their doors, passes and calls can be.
export async function residentPropertyIds(user: UserWithUnits): Promise<string[]> {
  const units = await db().unit.findMany({
    where: { id: { in: residentUnitIds(user) } },
    select: { propertyId: true },
  });
  return [...new Set(units.map((unit) => unit.propertyId))];
}
