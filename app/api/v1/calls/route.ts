import { listResponse } from "@/lib/http/respond";
import { listResidentCalls } from "@/lib/residents/list-resident-calls";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { residentListQuery } from "@/lib/residents/resident-schemas";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = residentRoute({ roles: RESIDENTS, query: residentListQuery }, async ({ user, query }) => {
  const { calls, total } = await listResidentCalls(user, query);
  return listResponse("calls", calls, { total, ...query });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
