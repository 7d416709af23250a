import { reachableInUnit } from "../units/reachable-residents";
import type { Prisma } from "../db/generated/client";
import { CALL_EVENT } from "./call-event-types";
import { recordCallEvents } from "./record-call-event";
import { say } from "./voice-messages";

export type ResidentDial = { callId: string; residentId: string; phone: string; index: number; callerId: string };

// The unit's reachable residents with a phone, in dial order.
async function dialList(tx: Prisma.TransactionClient, unitId: string) {
  const memberships = await tx.unitMembership.findMany({
    where: { AND: [await reachableInUnit(tx, unitId), { user: { phone: { not: null } } }] },
    orderBy: [{ dialOrder: "asc" }, { createdAt: "asc" }, { userId: "asc" }],
    select: { user: { select: { id: true, phone: true } } },
  });
  return memberships.map((membership) => ({ id: membership.user.id, phone: membership.user.phone as string }));
}

// Rings the resident at `index` of the unit's dial list, or returns null when the list is exhausted.
export async function dialResident(
  tx: Prisma.TransactionClient,
  callId: string,
  index: number,
): Promise<ResidentDial | null> {
  const call = await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { unitId: true, to: true } });
  if (!call.unitId) return null;
  const resident = (await dialList(tx, call.unitId))[index];
  if (!resident) return null;
  await tx.call.update({ where: { id: callId }, data: { residentId: resident.id } });
  await recordCallEvents(tx, callId, [
    { type: CALL_EVENT.residentDialed, payload: { residentId: resident.id, index } },
  ]);
  return { callId, residentId: resident.id, phone: resident.phone, index, callerId: call.to };
}

// What the resident hears on picking up.
export async function whisperFor(tx: Prisma.TransactionClient, callId: string): Promise<string> {
  const call = await tx.call.findUniqueOrThrow({
    where: { id: callId },
    select: { from: true, property: { select: { name: true } }, unit: { select: { label: true } } },
  });
  return say.whisper(call.property.name, call.unit?.label ?? "unknown", call.from);
}
