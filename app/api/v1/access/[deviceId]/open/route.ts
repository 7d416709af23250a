import { envelope } from "@/lib/http/respond";
import { openResidentDoor } from "@/lib/residents/open-resident-door";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { doorParams, openDoorBody } from "@/lib/residents/resident-schemas";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = residentRoute(
  { roles: RESIDENTS, params: doorParams, body: openDoorBody },
  async ({ user, params, body }) =>
    envelope("accessEvent", await openResidentDoor(user, params.deviceId, body.source), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
