import { db } from "../db/client";
import type { UserWithUnits } from "../auth/serialize-user";
import { inService } from "../properties/property-in-service";
import { livesThere, localToday } from "../units/membership-dates";

// The units the resident lives in today: a moved-out (or not yet moved-in) membership opens nothing.
export const residentUnitIds = (user: UserWithUnits) =>
  user.memberships
    .filter((membership) => livesThere(membership, membership.unit.property.timezone))
    .map((membership) => membership.unitId);

export type ResidentHome = Awaited<ReturnType<typeof residentHomes>>[number];

// The resident's units today and to come (not moved out) whose property is in service: an archived property's doors
// and guest passes are out of use, as its intercom is. Today's first, in membership order, then those to come by
// move-in day: the first is a guest pass's unit when none is named.
export async function residentHomes(user: UserWithUnits) {
  const memberships = await db().unitMembership.findMany({
    where: { userId: user.id, unit: { property: inService } },
    select: {
      unitId: true,
      moveInOn: true,
      moveOutOn: true,
      unit: { select: { label: true, propertyId: true, property: { select: { name: true, timezone: true } } } },
    },
    orderBy: [{ dialOrder: "asc" }, { unitId: "asc" }],
  });
  return (
    memberships
      .filter(({ moveOutOn, unit }) => !moveOutOn || moveOutOn > localToday(unit.property.timezone))
      .map(({ unitId, moveInOn, moveOutOn, unit }) => ({
        id: unitId,
        label: unit.label,
        propertyId: unit.propertyId,
        propertyName: unit.property.name,
        timeZone: unit.property.timezone,
        moveInOn,
        moveOutOn,
        livesThere: livesThere({ moveInOn, moveOutOn }, unit.property.timezone),
      }))
      // Stable: today's homes keep their order.
      .sort(
        (a, b) =>
          Number(b.livesThere) - Number(a.livesThere) || (a.livesThere ? 0 : Number(a.moveInOn) - Number(b.moveInOn)),
      )
  );
}

// The units in service the resident lives in today.
export async function residentUnitsInService(user: UserWithUnits): Promise<ResidentHome[]> {
  return (await residentHomes(user)).filter((home) => home.livesThere);
}

// The properties in which the resident has a unit: the only places their doors, passes and calls can be.
export async function residentPropertyIds(user: UserWithUnits): Promise<string[]> {
  return [...new Set((await residentUnitsInService(user)).map((unit) => unit.propertyId))];
}
