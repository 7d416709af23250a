import { adminRoute } from "@/lib/framework/admin-route";
import { listDeviceCommandsOperation } from "@/lib/devices/device-operations";
import { listDeviceCommands } from "@/lib/devices/list-device-commands";
import { listResponse } from "@/lib/http/respond";

export const GET = adminRoute(listDeviceCommandsOperation, async ({ principal, params, query }) => {
  const { commands, total, nextCursor } = await listDeviceCommands(principal, params.id, query);
  return listResponse("commands", commands, { total, limit: query.limit, offset: query.offset, nextCursor });
});
