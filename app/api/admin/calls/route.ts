import { adminRoute } from "@/lib/framework/admin-route";
import { listCallsOperation } from "@/lib/calls/call-operations";
import { listCalls } from "@/lib/calls/list-calls";
import { listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listCallsOperation, async ({ principal, query }) => {
  const { calls, ...page } = await listCalls(principal, query);
  return listResponse("calls", calls, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
