import type { Prisma, Property } from "../db/generated/client";
import type { Carrier } from "../db/generated/enums";
import { emitCallRow } from "../events-out/emit-domain-events";
import { CALL_EVENT } from "./call-event-types";
import { isIntercomOpen } from "./intercom-hours";
import { deriveCallState } from "./derive-call-state";
import { toE164 } from "./to-e164";
import { say } from "./voice-messages";

export type IncomingCall = { carrier: Carrier; carrierCallId: string; from: string; to: string; at?: Date };

export type CallStart =
  { kind: "refuse"; message: string; callId: string | null } | { kind: "directory"; callId: string; prompt: string };

// A visitor rings a property's number: the call is recorded and answered with the directory prompt, or a spoken refusal.
export async function startIntercomCall(tx: Prisma.TransactionClient, call: IncomingCall): Promise<CallStart> {
  // Every carrier's numbers are stored in E.164, whatever punctuation the carrier sent.
  const incoming = { ...call, from: toE164(call.from), to: toE164(call.to) };
  // The property and a call already stored under this carrier id, in one round trip inside the webhook's transaction.
  const [property] = await tx.$queryRaw<(Property & { existingCallId: string | null })[]>`
    SELECT p.*, (SELECT c.id FROM calls c
                 WHERE c.carrier = ${incoming.carrier}::"Carrier" AND c."carrierCallId" = ${incoming.carrierCallId}) AS "existingCallId"
    FROM properties p WHERE p."phoneNumber" = ${incoming.to} AND p.status = 'active' LIMIT 1`;
  if (!property) return { kind: "refuse", message: say.unknownNumber, callId: null };
  const at = incoming.at ?? new Date();
  const open = isIntercomOpen(property, at);
  const callId = property.existingCallId ?? (await createCall(tx, property, incoming, at, open));
  if (!open)
    return {
      kind: "refuse",
      message: say.afterHours(property.name, property.intercomOpensAt, property.intercomClosesAt),
      callId,
    };
  return { kind: "directory", callId, prompt: say.directory(property.name) };
}

// A new call and its first events in one statement: the busiest path of the gateway stays short.
async function createCall(
  tx: Prisma.TransactionClient,
  property: { id: string; tenantId: string },
  incoming: IncomingCall,
  at: Date,
  open: boolean,
): Promise<string> {
  const events = [
    { type: CALL_EVENT.started, occurredAt: at, payload: {} },
    ...(open ? [] : [{ type: CALL_EVENT.afterHours, occurredAt: at, payload: {} }]),
  ];
  const state = deriveCallState(at, events);
  const call = await tx.call.create({
    data: {
      propertyId: property.id,
      carrier: incoming.carrier,
      carrierCallId: incoming.carrierCallId,
      from: incoming.from,
      to: incoming.to,
      direction: "inbound",
      startedAt: at,
      ...state,
      events: { create: events.map((event) => ({ ...event, status: state.status })) },
    },
  });
  // The row as stored is what the event reports; reading it back would cost a round trip inside the transaction.
  await emitCallRow(tx, property.tenantId, call, "call.started");
  return call.id;
}
