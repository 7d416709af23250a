import type { AdminPrincipal } from "../auth/admin-principal";
import { Prisma } from "../db/generated/client";
import type { DeviceKind, DeviceStatus } from "../db/generated/enums";
import { inTenantProperty, inTenantSql } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// A device the caller may see, with its tenant, or 404: another tenant's device is indistinguishable from a missing one.
export async function findDevice(principal: AdminPrincipal, id: string) {
  const device = await db().device.findFirst({
    where: { id, ...inTenantProperty(principal) },
    include: { property: { select: { tenantId: true } } },
  });
  if (!device) throw notFound("Device");
  return device;
}

// What opening a door needs of it, by the same rule in one raw read: every admin unlock makes it, and a model query
// costs the app several times the statement.
export async function findDoor(principal: AdminPrincipal, id: string) {
  const [door] = await db().$queryRaw<
    { id: string; kind: DeviceKind; status: DeviceStatus; propertyId: string; tenantId: string }[]
  >`SELECT d.id, d.kind::text AS kind, d.status::text AS status, d."propertyId", p."tenantId"
    FROM devices d JOIN properties p ON p.id = d."propertyId"
    WHERE d.id = ${id} AND ${inTenantSql(principal, Prisma.sql`p."tenantId"`)}`;
  if (!door) throw notFound("Device");
  const { tenantId, ...device } = door;
  return { ...device, property: { tenantId } };
}
