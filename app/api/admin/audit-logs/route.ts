import { adminRoute } from "@/lib/framework/admin-route";
import { listAuditLogsOperation } from "@/lib/audit-logs/audit-log-operations";
import { listAuditLogs } from "@/lib/audit-logs/list-audit-logs";
import { listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listAuditLogsOperation, async ({ principal, query }) => {
  const { auditLogs, ...page } = await listAuditLogs(principal, query);
  return listResponse("auditLogs", auditLogs, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
