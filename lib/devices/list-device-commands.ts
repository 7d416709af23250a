import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { DeviceCommandView, ListCommandsQuery } from "./access-event-schema";
import { findDevice } from "./find-device";
import { serializeCommandState } from "./serialize-access-event";

// The device's command log, newest first, for a device the caller may see.
export async function listDeviceCommands(principal: AdminPrincipal, id: string, query: ListCommandsQuery) {
  const device = await findDevice(principal, id);
  const where = { deviceId: device.id, ...(query.status ? { status: query.status } : {}) };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().deviceCommand.findMany({
        where: { AND: [where, after] },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    () => db().deviceCommand.count({ where }),
  );
  const commands: DeviceCommandView[] = items.map((c) => ({
    ...serializeCommandState(c),
    command: "unlock",
    accessEventId: c.accessEventId,
    createdAt: c.createdAt.toISOString(),
  }));
  return { commands, total, nextCursor };
}
