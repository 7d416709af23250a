import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { tenantFilter } from "../framework/tenant-scope";
import { readKeysetPage } from "../http/read-keyset-page";
import type { ListAuditLogsQuery } from "./audit-log-schemas";
import { readAuditNames } from "./read-audit-names";
import { serializeAuditLog } from "./serialize-audit-log";

const actionFilter = (action: string) => (action.endsWith(".") ? { startsWith: action } : action);

const orderBy: Prisma.AuditLogOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "asc" }];

export async function listAuditLogs(principal: AdminPrincipal, query: ListAuditLogsQuery) {
  const where: Prisma.AuditLogWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.actorType ? { actorType: query.actorType } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
    ...(query.action ? { action: actionFilter(query.action) } : {}),
    ...(query.from || query.to
      ? {
          createdAt: {
            ...(query.from ? { gte: new Date(query.from) } : {}),
            ...(query.to ? { lt: new Date(query.to) } : {}),
          },
        }
      : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().auditLog.findMany({
        where: { AND: [where, after] },
        orderBy,
        take,
        skip,
      }),
    () => db().auditLog.count({ where }),
    (skip) => db().auditLog.findMany({ where, orderBy, skip, take: 1, select: { createdAt: true, id: true } }),
  );
  const names = await readAuditNames(items);
  return { auditLogs: items.map((row) => serializeAuditLog(row, names)), total, nextCursor };
}
