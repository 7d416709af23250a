import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listResponse } from "@/lib/http/respond";
import { listResidentCalls } from "@/lib/residents/list-resident-calls";
import { listResidentCallsOperation } from "@/lib/residents/resident-operations";

export const GET = residentRoute(listResidentCallsOperation, async ({ user, query }) => {
  const { calls, ...page } = await listResidentCalls(user, query);
  return listResponse("calls", calls, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
