import { testDatabase } from "./test-database";

// Everything a tenant owns, as one comparable value: "nothing changed" means equal snapshots.
export async function snapshotTenant(tenantId: string) {
  const database = testDatabase();
  const inTenant = { property: { tenantId } };
  const [tenant, properties, units, users, devices, calls, apiKeys, accessEvents, commands, guestPasses, audits] =
    await Promise.all([
      database.tenant.findUnique({ where: { id: tenantId } }),
      database.property.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
      database.unit.findMany({ where: inTenant, orderBy: { id: "asc" } }),
      database.user.findMany({ where: { tenantId }, orderBy: { id: "asc" }, include: { memberships: true } }),
      database.device.findMany({ where: inTenant, orderBy: { id: "asc" } }),
      database.call.findMany({ where: inTenant, orderBy: { id: "asc" } }),
      database.apiKey.findMany({ where: { tenantId }, orderBy: { id: "asc" }, omit: { lastUsedAt: true } }),
      database.accessEvent.count({ where: { tenantId } }),
      database.deviceCommand.count({ where: { device: inTenant } }),
      database.guestPass.count({ where: inTenant }),
      database.auditLog.count({ where: { tenantId } }),
    ]);
  return { tenant, properties, units, users, devices, calls, apiKeys, accessEvents, commands, guestPasses, audits };
}

export async function auditEntriesBy(actorId: string): Promise<number> {
  return testDatabase().auditLog.count({ where: { actorId } });
}
