import type { AuditLog } from "../db/generated/client";
import type { AuditLogView } from "./audit-log-schemas";
import type { AuditNames } from "./read-audit-names";

export function serializeAuditLog(row: AuditLog, names: AuditNames): AuditLogView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    actorType: row.actorType,
    actorId: row.actorId,
    actorName: row.actorId ? (names.get(`${row.actorType}:${row.actorId}`) ?? null) : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetId ? (names.get(`${row.targetType}:${row.targetId}`) ?? null) : null,
    data: row.data,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
