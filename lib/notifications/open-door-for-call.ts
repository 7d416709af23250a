import { residentUnitIds } from "../residents/resident-scope";
import { openDoor } from "../access/open-door";
import { db } from "../db/client";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import { ApiError, notFound } from "../http/error-codes";
import { lockEntrance } from "../properties/property-in-service";
import type { UserWithUnits } from "../auth/serialize-user";
import { CALL_EVENT } from "../voice/call-event-types";
import { lockCall, recordCallEvents } from "../voice/record-call-event";

const LIVE = ["queued", "ringing", "in_progress"];

// The Open action of a visitor-calling notification: the entrance opens only while that call is live and its property
// in service; otherwise the attempt is recorded as a denied access event and refused.
export async function openDoorForCall(user: UserWithUnits, callId: string) {
  const unitIds = residentUnitIds(user);
  const call = await db().call.findFirst({
    where: { id: callId, unitId: { in: unitIds } },
    select: { id: true, propertyId: true },
  });
  if (!call) throw notFound("Call");
  const result = await db().$transaction(async (tx) => {
    await lockCall(tx, call.id);
    const current = await tx.call.findUniqueOrThrow({
      where: { id: call.id },
      select: { status: true, endedAt: true },
    });
    // Nothing is written yet: this refusal rolls back no more than two reads.
    const entrance = await lockEntrance(tx, call.propertyId);
    if (!entrance.deviceId) throw new ApiError("CONFLICT", "This property has no entrance door to open");
    const live = !current.endedAt && LIVE.includes(current.status);
    // A call ringing when its property was archived opens nothing.
    const deniedReason = live ? entrance.refusal : "the call is no longer live";
    const { accessEvent, command } = await openDoor(tx, {
      deviceId: entrance.deviceId,
      method: "app",
      userId: user.id,
      callId: call.id,
      deniedReason,
    });
    if (live && accessEvent.result === "granted") {
      await recordCallEvents(tx, call.id, [
        {
          type: CALL_EVENT.doorOpened,
          payload: {
            residentId: user.id,
            accessEventId: accessEvent.id,
            commandId: command?.id ?? null,
            via: "notification",
          },
        },
      ]);
    }
    return serializeAccessEvent(accessEvent, command);
  });
  if (result.result === "denied") throw new ApiError("FORBIDDEN", `The door was not opened: ${result.reason}`);
  return result;
}
