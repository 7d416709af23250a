import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { Paging } from "../http/parse-paging";
import type { UserWithUnits } from "../auth/serialize-user";
import { residentPropertyIds } from "./resident-scope";

const DOOR_KINDS = ["door_controller", "intercom"] as const;

export const doorsOf = (propertyIds: string[]): Prisma.DeviceWhereInput => ({
  propertyId: { in: propertyIds },
  kind: { in: [...DOOR_KINDS] },
  status: { not: "retired" },
});

// The doors a resident may open: door controllers and intercoms of the properties where they have a unit.
export async function listDoors(user: UserWithUnits, paging: Paging) {
  const where = doorsOf(await residentPropertyIds(user));
  const [total, devices] = await Promise.all([
    db().device.count({ where }),
    db().device.findMany({
      where,
      include: { property: { select: { name: true, timezone: true } } },
      orderBy: [{ propertyId: "asc" }, { isEntrance: "desc" }, { name: "asc" }, { id: "asc" }],
      take: paging.limit,
      skip: paging.offset,
    }),
  ]);
  const doors = devices.map((device) => ({
    id: device.id,
    propertyId: device.propertyId,
    propertyName: device.property.name,
    propertyTimezone: device.property.timezone,
    name: device.name,
    kind: device.kind,
    status: device.status,
    isEntrance: device.isEntrance,
  }));
  return { doors, total };
}
