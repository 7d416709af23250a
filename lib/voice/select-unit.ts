import type { Prisma } from "../db/generated/client";
import { notifyVisitorCalling } from "../notifications/notify-call";
import { CALL_EVENT } from "./call-event-types";
import { dialResident, type ResidentDial } from "./dial-next-resident";
import { recordCallEvents } from "./record-call-event";
import { say } from "./voice-messages";
import { keyedCode } from "../units/directory-code";

export const DIRECTORY_ATTEMPTS = 3;

export type UnitChoice =
  | { kind: "retry"; prompt: string; attempt: number }
  | { kind: "dial"; dial: ResidentDial; message: string }
  | { kind: "end"; message: string };

// The visitor keyed a unit code: ring its first resident, ask again, or end politely.
export async function selectUnit(
  tx: Prisma.TransactionClient,
  callId: string,
  digits: string,
  attempt: number,
): Promise<UnitChoice> {
  const call = await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { propertyId: true, endedAt: true } });
  if (call.endedAt) return { kind: "end", message: say.callEnded };
  const code = keyedCode(digits);
  if (!code) return { kind: "end", message: say.noDigits };
  const unit = await tx.unit.findFirst({
    where: { propertyId: call.propertyId, directoryCode: { equals: code, mode: "insensitive" } },
  });
  if (!unit) {
    await recordCallEvents(tx, callId, [{ type: CALL_EVENT.unknownUnit, payload: { code, attempt } }]);
    return attempt + 1 < DIRECTORY_ATTEMPTS
      ? { kind: "retry", prompt: say.unknownUnit, attempt: attempt + 1 }
      : { kind: "end", message: say.unknownUnitFinal };
  }
  await tx.call.update({ where: { id: callId }, data: { unitId: unit.id } });
  await recordCallEvents(tx, callId, [{ type: CALL_EVENT.unitSelected, payload: { unitId: unit.id, code } }]);
  await notifyVisitorCalling(tx, callId);
  const dial = await dialResident(tx, callId, 0);
  return dial
    ? { kind: "dial", dial, message: say.calling(unit.label) }
    : { kind: "end", message: say.nobodyToCall(unit.label) };
}
