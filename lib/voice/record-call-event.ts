import type { Prisma } from "../db/generated/client";
import { emitCallEvent } from "../events-out/emit-domain-events";
import { notifyMissedCall } from "../notifications/notify-call";
import type { CallEventType } from "./call-event-types";
import { deriveCallState } from "./derive-call-state";

export type NewCallEvent = { type: CallEventType; payload?: Prisma.InputJsonObject; occurredAt?: Date };

// Serializes concurrent callbacks of one call so each derives the state from every event before it.
export async function lockCall(tx: Prisma.TransactionClient, callId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM calls WHERE id = ${callId} FOR UPDATE`;
}

// Appends events to the call's log and stores the state derived from the whole log.
export async function recordCallEvents(tx: Prisma.TransactionClient, callId: string, events: NewCallEvent[]) {
  await lockCall(tx, callId);
  const call = await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { startedAt: true, endedAt: true } });
  const all = await tx.callEvent.findMany({
    where: { callId },
    select: { type: true, occurredAt: true, payload: true },
  });
  const added = events.map((event) => ({
    type: event.type,
    payload: event.payload ?? {},
    occurredAt: event.occurredAt ?? new Date(),
  }));
  const state = deriveCallState(call.startedAt, [...all, ...added]);
  // Each event keeps the call status it left behind, so the log reads as a history of statuses.
  await tx.callEvent.createMany({ data: added.map((event) => ({ callId, ...event, status: state.status })) });
  const updated = await tx.call.update({ where: { id: callId }, data: state });
  // The call ends once: its completion is reported on the event that ended it, never again.
  if (!call.endedAt && updated.endedAt) {
    await emitCallEvent(tx, callId, "call.completed");
    await notifyMissedCall(tx, callId);
  }
  return updated;
}
