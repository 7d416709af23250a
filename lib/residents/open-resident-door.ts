import { openDoor } from "../access/open-door";
import { db } from "../db/client";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import { dispatchCommand, publishesAfterCommit } from "../devices/dispatch-command";
import { notFound } from "../http/error-codes";
import type { UserWithUnits } from "../auth/serialize-user";
import { doorsOf } from "./list-doors";
import { residentPropertyIds } from "./resident-scope";

// A resident opens one of their doors; a door elsewhere answers 404, so its existence is not confirmed.
export async function openResidentDoor(user: UserWithUnits, deviceId: string, method: "app" | "portal") {
  const door = await db().device.findFirst({
    where: { id: deviceId, ...doorsOf(await residentPropertyIds(user)) },
    select: { id: true },
  });
  if (!door) throw notFound("Door");
  const { accessEvent, command } = await db().$transaction((tx) =>
    openDoor(tx, { deviceId: door.id, method, userId: user.id, publishAfterCommit: publishesAfterCommit() }),
  );
  return serializeAccessEvent(accessEvent, command && (await dispatchCommand(command.id)));
}
