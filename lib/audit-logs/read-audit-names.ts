import type { AuditLog } from "../db/generated/client";
import { db } from "../db/client";

export type AuditNames = Map<string, string>;

const idsOf = (rows: AuditLog[], type: string) => [
  ...new Set(
    rows
      .flatMap((row) => [row.actorType === type ? row.actorId : null, row.targetType === type ? row.targetId : null])
      .filter((id): id is string => !!id),
  ),
];

// The readable names of a page's actors and targets, in one query per kind, keyed "<type>:<id>".
export async function readAuditNames(rows: AuditLog[]): Promise<AuditNames> {
  const lookups: Record<string, (ids: string[]) => Promise<{ id: string; name: string }[]>> = {
    user: async (ids) =>
      (await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } })).map(
        (u) => ({ id: u.id, name: u.name || u.email }),
      ),
    api_key: (ids) => db().apiKey.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    tenant: (ids) => db().tenant.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    property: (ids) => db().property.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    device: (ids) => db().device.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    unit: async (ids) =>
      (await db().unit.findMany({ where: { id: { in: ids } }, select: { id: true, label: true } })).map((u) => ({
        id: u.id,
        name: u.label,
      })),
    guest_pass: (ids) => db().guestPass.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    webhook_endpoint: async (ids) =>
      (await db().webhookEndpoint.findMany({ where: { id: { in: ids } }, select: { id: true, url: true } })).map(
        (w) => ({ id: w.id, name: w.url }),
      ),
  };
  const names: AuditNames = new Map();
  await Promise.all(
    Object.entries(lookups).map(async ([type, lookup]) => {
      const ids = idsOf(rows, type);
      if (ids.length) for (const row of await lookup(ids)) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}
