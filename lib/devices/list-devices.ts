import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { Prisma } from "../db/generated/client";
import type { ListDevicesQuery } from "./device-schemas";
import { serializeDevice } from "./serialize-device";
import { escapeLike } from "../db/escape-like";

export async function listDevices(principal: AdminPrincipal, query: ListDevicesQuery) {
  const where: Prisma.DeviceWhereInput = {
    property: { tenantId: tenantFilter(principal, query.tenantId) },
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.q
      ? {
          OR: [
            { name: { contains: escapeLike(query.q), mode: "insensitive" } },
            { serialNumber: { contains: escapeLike(query.q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "name", direction: "asc", kind: "text" },
    ({ after, skip, take }) =>
      db().device.findMany({ where: { AND: [where, after] }, orderBy: [{ name: "asc" }, { id: "asc" }], take, skip }),
    () => db().device.count({ where }),
  );
  return { devices: items.map(serializeDevice), total, nextCursor };
}
