import { openDoor } from "../access/open-door";
import type { AdminPrincipal } from "../auth/admin-principal";
import { auditSql } from "../audit/record-audit";
import { db } from "../db/client";
import type { AccessEventView } from "./access-event-schema";
import { findDoor } from "./find-device";
import { dispatchCommand, publishesAfterCommit } from "./dispatch-command";
import { serializeAccessEvent } from "./serialize-access-event";

// An admin's remote unlock: an access event, its audit entry, and when granted an unlock command for the device, in
// one transaction (one statement when no webhook endpoint listens).
export async function unlockDevice(principal: AdminPrincipal, id: string): Promise<AccessEventView> {
  const door = await findDoor(principal, id);
  const { accessEvent, command } = await db().$transaction((tx) =>
    openDoor(tx, {
      deviceId: door.id,
      door,
      method: "admin",
      userId: principal.kind === "session" ? principal.id : null,
      apiKeyId: principal.kind === "api_key" ? principal.id : null,
      publishAfterCommit: publishesAfterCommit(),
      alsoWrite: (accessEvent) =>
        auditSql(principal, {
          tenantId: accessEvent.tenantId,
          action: "device.unlock",
          targetType: "device",
          targetId: door.id,
          data: {
            accessEventId: accessEvent.id,
            result: accessEvent.result,
            ...(accessEvent.reason ? { reason: accessEvent.reason } : {}),
          },
        }),
    }),
  );
  return serializeAccessEvent(accessEvent, command && (await dispatchCommand(command.id)));
}
