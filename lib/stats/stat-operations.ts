import { adminOperation } from "../framework/admin-operation";
import { statsQuery, statsSchema } from "./stat-schemas";

export const readStatsOperation = adminOperation({
  method: "get",
  path: "/api/admin/stats",
  resource: "stats",
  summary: "Dashboard counts",
  description:
    "Counts of tenants, properties, units, users, devices, recent calls and door opens, over the caller's tenant. " +
    "Platform callers count every tenant, or one with `tenantId`; a tenant the caller may not see is 404.",
  scope: "stats:read",
  query: statsQuery,
  response: { status: 200, shape: "B", key: "stats", item: statsSchema },
  errors: ["NOT_FOUND"],
  example: (ids) => ({ query: { tenantId: ids.tenantId } }),
});

export const statOperations = [readStatsOperation];
