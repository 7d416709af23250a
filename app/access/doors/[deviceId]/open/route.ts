import { envelope } from "@/lib/http/respond";
import { openResidentDoor } from "@/lib/residents/open-resident-door";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { doorParams } from "@/lib/residents/resident-schemas";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

// Legacy mobile builds send no body: the phone app is the source.
export const POST = residentRoute({ roles: RESIDENTS, params: doorParams }, async ({ user, params }) =>
  envelope("accessEvent", await openResidentDoor(user, params.deviceId, "app"), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
