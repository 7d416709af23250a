import { accessEventOperations } from "../access-events/access-event-operations";
import { auditLogOperations } from "../audit-logs/audit-log-operations";
import { environmentOperations } from "../admin-proxy/environment-operations";
import { adminSessionOperations } from "../admin-session/session-operations";
import { analyticOperations } from "../analytics/analytic-operations";
import { apiKeyOperations } from "../api-keys/api-key-operations";
import { callOperations } from "../calls/call-operations";
import { deviceOperations } from "../devices/device-operations";
import { importOperations } from "../imports/import-operations";
import { webhookEndpointOperations } from "../events-out/webhook-endpoint-operations";
import { invitationOperations } from "../invitations/invitation-operations";
import { jobOperations } from "../jobs/job-operations";
import { propertyOperations } from "../properties/property-operations";
import { statOperations } from "../stats/stat-operations";
import { tenantOperations } from "../tenants/tenant-operations";
import { unitOperations } from "../units/unit-operations";
import { userOperations } from "../users/user-operations";
import type { AdminOperation } from "../framework/admin-operation";

// Every admin route, in the order admin.yaml lists them.
export const adminOperations: AdminOperation[] = [
  ...tenantOperations,
  ...propertyOperations,
  ...unitOperations,
  ...userOperations,
  ...invitationOperations,
  ...importOperations,
  ...deviceOperations,
  ...callOperations,
  ...accessEventOperations,
  ...auditLogOperations,
  ...statOperations,
  ...analyticOperations,
  ...apiKeyOperations,
  ...webhookEndpointOperations,
  ...environmentOperations,
  ...jobOperations,
  ...adminSessionOperations,
] as AdminOperation[];
