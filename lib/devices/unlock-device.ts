import { openDoor } from "../access/open-door";
import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { AccessEventView } from "./access-event-schema";
import { findDevice } from "./find-device";
import { dispatchCommand, publishesAfterCommit } from "./dispatch-command";
import { serializeAccessEvent } from "./serialize-access-event";

// An admin's remote unlock: an access event, and when granted an unlock command for the device, in one transaction.
export async function unlockDevice(principal: AdminPrincipal, id: string): Promise<AccessEventView> {
  const device = await findDevice(principal, id);
  const { accessEvent, command } = await db().$transaction(async (tx) => {
    const opened = await openDoor(tx, {
      deviceId: device.id,
      method: "admin",
      userId: principal.kind === "session" ? principal.id : null,
      apiKeyId: principal.kind === "api_key" ? principal.id : null,
      publishAfterCommit: publishesAfterCommit(),
    });
    const { accessEvent } = opened;
    await recordAudit(tx, principal, {
      tenantId: accessEvent.tenantId,
      action: "device.unlock",
      targetType: "device",
      targetId: device.id,
      data: {
        accessEventId: accessEvent.id,
        result: accessEvent.result,
        ...(accessEvent.reason ? { reason: accessEvent.reason } : {}),
      },
    });
    return opened;
  });
  return serializeAccessEvent(accessEvent, command && (await dispatchCommand(command.id)));
}
