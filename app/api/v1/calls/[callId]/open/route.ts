import { envelope } from "@/lib/http/respond";
import { openDoorForCall } from "@/lib/notifications/open-door-for-call";
import { callParams } from "@/lib/notifications/push-subscription-schemas";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = residentRoute({ roles: RESIDENTS, params: callParams }, async ({ user, params }) =>
  envelope("accessEvent", await openDoorForCall(user, params.callId), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
