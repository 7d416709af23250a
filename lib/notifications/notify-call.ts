import type { Prisma } from "../db/generated/client";
import { notifyResidents, unitResidentIds } from "./notify-residents";

// A visitor keyed a unit: its residents are told, each with an Open action valid while the call is live.
export async function notifyVisitorCalling(tx: Prisma.TransactionClient, callId: string) {
  const call = await tx.call.findUniqueOrThrow({
    where: { id: callId },
    select: { unitId: true, from: true, property: { select: { name: true } }, unit: { select: { label: true } } },
  });
  if (!call.unitId) return;
  const message = {
    title: `Someone is at the door of ${call.property.name}`,
    body: `A visitor is calling unit ${call.unit?.label ?? ""} from ${call.from}.`,
    url: `/portal?openCall=${encodeURIComponent(callId)}`,
    tag: `call-${callId}`,
    callId,
  };
  await notifyResidents(tx, await unitResidentIds(tx, call.unitId), "visitor_calling", message);
}

// A call to a unit ended without the door being answered.
export async function notifyMissedCall(tx: Prisma.TransactionClient, callId: string) {
  const call = await tx.call.findUniqueOrThrow({
    where: { id: callId },
    select: {
      unitId: true,
      outcome: true,
      answeredAt: true,
      from: true,
      startedAt: true,
      property: { select: { name: true } },
    },
  });
  if (!call.unitId || call.answeredAt || call.outcome === "door_opened") return;
  const message = {
    title: "Missed visitor",
    body: `A visitor called from ${call.from} at ${call.property.name} (${call.startedAt.toISOString()}).`,
    url: "/portal",
    tag: `call-${callId}`,
  };
  await notifyResidents(tx, await unitResidentIds(tx, call.unitId), "missed_call", message);
}
