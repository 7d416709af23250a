import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { openResidentDoor } from "@/lib/residents/open-resident-door";
import { openLegacyDoorOperation } from "@/lib/residents/resident-operations";

export const POST = residentRoute(openLegacyDoorOperation, async ({ user, params }) =>
  envelope("accessEvent", await openResidentDoor(user, params.deviceId, "app"), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
