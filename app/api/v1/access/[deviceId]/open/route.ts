import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { openResidentDoor } from "@/lib/residents/open-resident-door";
import { openDoorOperation } from "@/lib/residents/resident-operations";

export const POST = residentRoute(openDoorOperation, async ({ user, params, body }) =>
  envelope("accessEvent", await openResidentDoor(user, params.deviceId, body.source), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
