import { adminOperation } from "../framework/admin-operation";
import { jobSchema, listJobsQuery } from "./job-schemas";

export const listJobsOperation = adminOperation({
  method: "get",
  path: "/api/admin/jobs",
  resource: "tenants",
  summary: "List failed and waiting jobs",
  description:
    "The background job queue (carrier commands, door unlocks, webhooks, notifications): jobs out of attempts (failed) and jobs not yet run or backing off before a retry (waiting), newest first, each with its last error. Platform callers only: a tenant-bound caller is refused with 403 FORBIDDEN; it needs tenants:write, the platform's own scope.",
  scope: "tenants:write",
  query: listJobsQuery,
  response: { status: 200, shape: "A", key: "jobs", item: jobSchema },
  errors: ["FORBIDDEN"],
  example: () => ({ query: { state: "failed", limit: "10" } }),
});

export const jobOperations = [listJobsOperation];
