import { adminRoute } from "@/lib/framework/admin-route";
import { listAuditLogsOperation } from "@/lib/audit-logs/audit-log-operations";
import { listAuditLogs } from "@/lib/audit-logs/list-audit-logs";
import { listResponse } from "@/lib/http/respond";

export const GET = adminRoute(listAuditLogsOperation, async ({ principal, query }) => {
  const { auditLogs, ...page } = await listAuditLogs(principal, query);
  return listResponse("auditLogs", auditLogs, { ...query, ...page });
});
