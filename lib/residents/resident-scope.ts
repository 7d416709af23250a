import { db } from "../db/client";
import type { UserWithUnits } from "../auth/serialize-user";
import { inService } from "../properties/property-in-service";
import { livesThere } from "../units/membership-dates";

// The units the resident lives in today: a moved-out (or not yet moved-in) membership opens nothing.
export const residentUnitIds = (user: UserWithUnits) =>
  user.memberships
    .filter((membership) => livesThere(membership, membership.unit.property.timezone))
    .map((membership) => membership.unitId);

// Those of the resident's units whose property is in service, in membership order: an archived property's doors and
// guest passes are out of use, as its intercom is.
export async function residentUnitsInService(user: UserWithUnits): Promise<{ id: string; propertyId: string }[]> {
  const unitIds = residentUnitIds(user);
  const units = await db().unit.findMany({
    where: { id: { in: unitIds }, property: inService },
    select: { id: true, propertyId: true },
  });
  return unitIds.flatMap((id) => units.filter((unit) => unit.id === id));
}

// The properties in which the resident has a unit: the only places their doors, passes and calls can be.
export async function residentPropertyIds(user: UserWithUnits): Promise<string[]> {
  return [...new Set((await residentUnitsInService(user)).map((unit) => unit.propertyId))];
}
