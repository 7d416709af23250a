import type { Prisma } from "../db/generated/client";
import type { Carrier } from "../db/generated/enums";
import { emitCallEvent } from "../events-out/emit-domain-events";
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
  const property = await tx.property.findFirst({ where: { phoneNumber: incoming.to, status: "active" } });
  if (!property) return { kind: "refuse", message: say.unknownNumber, callId: null };
  const at = incoming.at ?? new Date();
  const open = isIntercomOpen(property, at);
  const existing = await tx.call.findUnique({
    where: { carrier_carrierCallId: { carrier: incoming.carrier, carrierCallId: incoming.carrierCallId } },
    select: { id: true },
  });
  const callId = existing?.id ?? (await createCall(tx, property.id, incoming, at, open));
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
  propertyId: string,
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
      propertyId,
      carrier: incoming.carrier,
      carrierCallId: incoming.carrierCallId,
      from: incoming.from,
      to: incoming.to,
      direction: "inbound",
      startedAt: at,
      ...state,
      events: { create: events.map((event) => ({ ...event, status: state.status })) },
    },
    select: { id: true },
  });
  await emitCallEvent(tx, call.id, "call.started");
  return call.id;
}
