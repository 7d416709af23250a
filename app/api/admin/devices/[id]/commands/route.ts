import { adminRoute } from "@/lib/framework/admin-route";
import { listDeviceCommandsOperation } from "@/lib/devices/device-operations";
import { listDeviceCommands } from "@/lib/devices/list-device-commands";
import { listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listDeviceCommandsOperation, async ({ principal, params, query }) => {
  const { commands, total, nextCursor } = await listDeviceCommands(principal, params.id, query);
  return listResponse("commands", commands, { total, limit: query.limit, offset: query.offset, nextCursor });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
