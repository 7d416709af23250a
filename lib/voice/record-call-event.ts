import type { Prisma } from "../db/generated/client";
import { emitCallRow } from "../events-out/emit-domain-events";
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
  // Locked and read in one round trip: carrier callbacks run this inside their webhook's transaction.
  const [call] = await tx.$queryRaw<{ startedAt: Date; endedAt: Date | null; tenantId: string }[]>`
    SELECT c."startedAt", c."endedAt", p."tenantId" FROM calls c JOIN properties p ON p.id = c."propertyId"
    WHERE c.id = ${callId} FOR UPDATE OF c`;
  if (!call) {
    // A call that does not exist fails as Prisma's own lookup does.
    await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { id: true } });
    throw new Error(`The call ${callId} could not be locked`);
  }
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
    await emitCallRow(tx, call.tenantId, updated, "call.completed");
    await notifyMissedCall(tx, callId);
  }
  return updated;
}
