import { openDoor } from "../access/open-door";
import type { Prisma } from "../db/generated/client";
import { lockEntrance } from "../properties/property-in-service";
import { reachableInUnit } from "../units/reachable-residents";
import { CALL_EVENT } from "./call-event-types";
import { decisionOf, residentMessageFor, visitorMessageFor, type Decision } from "./call-decision";
import { recordCallEvents } from "./record-call-event";
import { say } from "./voice-messages";

export type EntryAnswer = {
  decision: Decision | null;
  residentMessage: string;
  visitorMessage: string | null;
  repeated: boolean;
};

// The resident may still let someone in: rung while reachable, they may have moved out or been suspended since.
async function mayOpen(tx: Prisma.TransactionClient, unitId: string, residentId: string): Promise<boolean> {
  const membership = await tx.unitMembership.count({
    where: { AND: [await reachableInUnit(tx, unitId), { userId: residentId }] },
  });
  return membership > 0;
}

async function openEntrance(
  tx: Prisma.TransactionClient,
  callId: string,
  residentId: string,
  entranceId: string | null,
  deniedReason: string | null,
): Promise<Decision> {
  if (!entranceId) {
    await recordCallEvents(tx, callId, [
      { type: CALL_EVENT.doorRefused, payload: { residentId, reason: "no entrance door" } },
    ]);
    return "door_refused";
  }
  const { accessEvent, command } = await openDoor(tx, {
    deviceId: entranceId,
    method: "dtmf",
    userId: residentId,
    callId,
    deniedReason,
  });
  const type = accessEvent.result === "granted" ? CALL_EVENT.doorOpened : CALL_EVENT.doorRefused;
  await recordCallEvents(tx, callId, [
    {
      type,
      payload: {
        residentId,
        accessEventId: accessEvent.id,
        commandId: command?.id ?? null,
        reason: accessEvent.reason,
      },
    },
  ]);
  return type;
}

// The resident pressed a key at `at`: 9 opens the entrance (access event method dtmf and a device command), 0 declines; once per call.
export async function decideEntry(
  tx: Prisma.TransactionClient,
  callId: string,
  residentId: string,
  digit: string,
  at: Date,
): Promise<EntryAnswer> {
  // Locked, and the resident checked, in one round trip. The resident's id comes back through the carrier (the gather's
  // address, Telnyx's client state): only a resident of the unit the visitor chose may decide.
  const [call] = await tx.$queryRaw<{ ofUnit: boolean; live: boolean; unitId: string; propertyId: string }[]>`
    SELECT EXISTS (SELECT 1 FROM unit_memberships m WHERE m."unitId" = c."unitId" AND m."userId" = ${residentId})
      AS "ofUnit", (c."endedAt" IS NULL OR c."endedAt" > ${at}) AS live, c."unitId", c."propertyId"
    FROM calls c WHERE c.id = ${callId} FOR UPDATE`;
  const ended = { decision: null, residentMessage: say.callEnded, visitorMessage: null, repeated: false };
  if (!call?.ofUnit) return ended;
  const earlier = await decisionOf(tx, callId);
  if (earlier)
    return {
      decision: earlier,
      residentMessage: residentMessageFor(earlier),
      visitorMessage: visitorMessageFor(earlier),
      repeated: true,
    };
  // The visitor had gone when the key was pressed: no door opens for someone who is no longer there.
  if (!call.live) return ended;
  let decision: Decision | null = null;
  if (digit === "9") {
    // The property may have been archived since the resident was rung, or the resident have lost the unit.
    const entrance = await lockEntrance(tx, call.propertyId);
    const refused =
      entrance.refusal ?? ((await mayOpen(tx, call.unitId, residentId)) ? null : "resident no longer has access");
    decision = await openEntrance(tx, callId, residentId, entrance.deviceId, refused);
  } else if (digit === "0") {
    await recordCallEvents(tx, callId, [{ type: CALL_EVENT.declined, payload: { residentId } }]);
    decision = "declined";
  }
  if (!decision)
    return { decision: null, residentMessage: say.residentNoChoice, visitorMessage: null, repeated: false };
  return {
    decision,
    residentMessage: residentMessageFor(decision),
    visitorMessage: visitorMessageFor(decision),
    repeated: false,
  };
}
