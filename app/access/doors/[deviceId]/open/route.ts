import { envelope } from "@/lib/http/respond";
import { openResidentDoor } from "@/lib/residents/open-resident-door";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { doorParams } from "@/lib/residents/resident-schemas";

// Legacy mobile builds send no body: the phone app is the source.
export const POST = residentRoute({ roles: RESIDENTS, params: doorParams }, async ({ user, params }) =>
  envelope("accessEvent", await openResidentDoor(user, params.deviceId, "app"), { status: 201 }),
);
