import { adminOperation } from "../framework/admin-operation";
import { analyticsQuery, analyticsSchema } from "./analytic-schemas";

export const readAnalyticsOperation = adminOperation({
  method: "get",
  path: "/api/admin/analytics",
  resource: "analytics",
  summary: "Calls, door opens and device uptime over time",
  description:
    "One entry per bucket of [from, to), empty buckets included, and totals over the range. At most 2000 buckets. " +
    "Buckets are UTC hours, days and weeks, or with `timeZone` that zone's local ones; `bucketStart` is the UTC instant. " +
    "A property or tenant the caller may not see is 404.",
  scope: "analytics:read",
  query: analyticsQuery,
  response: { status: 200, shape: "B", key: "analytics", item: analyticsSchema },
  errors: ["NOT_FOUND"],
  example: (ids) => ({
    query: {
      propertyId: ids.propertyId,
      interval: "day",
      from: new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString(),
    },
  }),
});

export const analyticOperations = [readAnalyticsOperation];
