import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { openDoorForCallOperation } from "@/lib/notifications/notification-operations";
import { openDoorForCall } from "@/lib/notifications/open-door-for-call";

export const POST = residentRoute(openDoorForCallOperation, async ({ user, params }) =>
  envelope("accessEvent", await openDoorForCall(user, params.callId), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
