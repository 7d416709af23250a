import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../admin/tenant-scope";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { ListDevicesQuery } from "./device-schemas";
import { serializeDevice } from "./serialize-device";

export async function listDevices(principal: AdminPrincipal, query: ListDevicesQuery) {
  const where: Prisma.DeviceWhereInput = {
    property: { tenantId: tenantFilter(principal, query.tenantId) },
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.q
      ? { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { serialNumber: { contains: query.q, mode: "insensitive" } }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db().device.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }),
    db().device.count({ where }),
  ]);
  return { devices: rows.map(serializeDevice), total };
}
