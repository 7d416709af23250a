import { db } from "../db/client";
import type { CommandStateView } from "../devices/access-event-schema";
import { serializeCommandState } from "../devices/serialize-access-event";
import { notFound } from "../http/error-codes";
import type { UserWithUnits } from "../auth/serialize-user";

// The state of an unlock the resident asked for themselves, so the portal can say whether the door opened.
export async function readDoorCommand(
  user: UserWithUnits,
  deviceId: string,
  commandId: string,
): Promise<CommandStateView> {
  const command = await db().deviceCommand.findFirst({ where: { id: commandId, deviceId, requestedById: user.id } });
  if (!command) throw notFound("Command");
  return serializeCommandState(command);
}
