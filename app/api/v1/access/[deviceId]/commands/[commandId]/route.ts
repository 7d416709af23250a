import { envelope } from "@/lib/http/respond";
import { readDoorCommand } from "@/lib/residents/read-door-command";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { doorCommandParams } from "@/lib/residents/resident-schemas";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = residentRoute({ roles: RESIDENTS, params: doorCommandParams }, async ({ user, params }) =>
  envelope("command", await readDoorCommand(user, params.deviceId, params.commandId)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
