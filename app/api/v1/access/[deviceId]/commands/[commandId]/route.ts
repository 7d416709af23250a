import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { readDoorCommand } from "@/lib/residents/read-door-command";
import { readDoorCommandOperation } from "@/lib/residents/resident-operations";

export const GET = residentRoute(readDoorCommandOperation, async ({ user, params }) =>
  envelope("command", await readDoorCommand(user, params.deviceId, params.commandId)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
