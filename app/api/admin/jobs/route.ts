import { adminRoute } from "@/lib/framework/admin-route";
import { listResponse } from "@/lib/http/respond";
import { listJobsOperation } from "@/lib/jobs/job-operations";
import { listJobs } from "@/lib/jobs/list-jobs";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listJobsOperation, async ({ principal, query }) => {
  const { jobs, ...page } = await listJobs(principal, query);
  return listResponse("jobs", jobs, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
