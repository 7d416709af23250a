import { adminOperation } from "../framework/admin-operation";
import { auditLogSchema, listAuditLogsQuery } from "./audit-log-schemas";

export const listAuditLogsOperation = adminOperation({
  method: "get",
  path: "/api/admin/audit-logs",
  resource: "audit_logs",
  summary: "List audit log entries",
  description:
    "Every admin change, who made it and on what, newest first. `from` and `to` bound createdAt (from inclusive, to exclusive).",
  scope: "audit_logs:read",
  query: listAuditLogsQuery,
  response: { status: 200, shape: "A", key: "auditLogs", item: auditLogSchema },
  example: (ids) => ({ query: { targetType: "user", targetId: ids.userId, limit: "10" } }),
});

export const auditLogOperations = [listAuditLogsOperation];
