import { adminRoute } from "@/lib/framework/admin-route";
import { getCallOperation } from "@/lib/calls/call-operations";
import { findCall } from "@/lib/calls/find-call";
import { envelope } from "@/lib/http/respond";

export const GET = adminRoute(getCallOperation, async ({ principal, params }) => envelope("call", await findCall(principal, params.id)));
