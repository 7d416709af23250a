import type { z } from "zod";
import { dayText, type UserWithUnits } from "../auth/serialize-user";
import { db } from "../db/client";
import type { Paging } from "../http/parse-paging";
import { inService } from "../properties/property-in-service";
import { livesThere, localToday } from "../units/membership-dates";
import type { residentUnitSchema } from "./resident-schemas";

// The resident's units today and to come, in membership order (the order a guest pass's default unit follows).
export async function listResidentUnits(user: UserWithUnits, paging: Paging) {
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
  const units: z.infer<typeof residentUnitSchema>[] = memberships
    .filter(({ moveOutOn, unit }) => !moveOutOn || moveOutOn > localToday(unit.property.timezone))
    .map((membership) => ({
      id: membership.unitId,
      label: membership.unit.label,
      propertyId: membership.unit.propertyId,
      propertyName: membership.unit.property.name,
      propertyTimezone: membership.unit.property.timezone,
      moveInOn: dayText(membership.moveInOn),
      moveOutOn: dayText(membership.moveOutOn),
      livesThere: livesThere(membership, membership.unit.property.timezone),
    }));
  return { units: units.slice(paging.offset, paging.offset + paging.limit), total: units.length };
}
