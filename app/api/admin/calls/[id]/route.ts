import { adminRoute } from "@/lib/framework/admin-route";
import { getCallOperation } from "@/lib/calls/call-operations";
import { findCall } from "@/lib/calls/find-call";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getCallOperation, async ({ principal, params }) =>
  envelope("call", await findCall(principal, params.id)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
