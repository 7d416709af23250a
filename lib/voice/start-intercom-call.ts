import { Prisma, type Call, type Property } from "../db/generated/client";
import type { Carrier } from "../db/generated/enums";
import { newRowId } from "../db/new-row-id";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { combineWrites, NO_WRITES, writeStatement, type Writes } from "../db/write-statement";
import { serializeCall } from "../calls/serialize-call";
import { deliveriesWrites, outboundEventSql, subscribersSql } from "../events-out/emit-event";
import { CALL_EVENT } from "./call-event-types";
import { answersVisitorsSql } from "../properties/property-in-service";
import { isIntercomOpen } from "./intercom-hours";
import { deriveCallState } from "./derive-call-state";
import { toE164 } from "./to-e164";
import { say } from "./voice-messages";

export type IncomingCall = { carrier: Carrier; carrierCallId: string; from: string; to: string; at?: Date };

export type CallStart =
  { kind: "refuse"; message: string; callId: string | null } | { kind: "directory"; callId: string; prompt: string };

type Found = Pick<Property, "id" | "tenantId" | "name" | "timezone" | "intercomOpensAt" | "intercomClosesAt"> & {
  existingCallId: string | null;
  existingPropertyId: string | null;
  subscribers: string[];
};

// A visitor rings a property's number: what to answer, and the new call's rows as writes for one statement (none when
// the number is unknown or the call is already stored). It only reads, through `query` (a transaction's, or
// lib/db/query-rows.ts outside one), so the caller chooses how the writes commit.
export async function planIntercomCall(
  query: <T>(sql: Prisma.Sql) => Promise<T[]>,
  call: IncomingCall,
): Promise<{ start: CallStart; writes: Writes }> {
  // Every carrier's numbers are stored in E.164, whatever punctuation the carrier sent.
  const incoming = { ...call, from: toE164(call.from), to: toE164(call.to) };
  // The property, a call already stored under this carrier id, and who hears of a new call, in one round trip (its
  // columns named, so the statement is prepared: lib/db/name-statements.ts).
  const [property] = await query<Found>(Prisma.sql`
    SELECT p.id, p."tenantId", p.name, p.timezone, p."intercomOpensAt", p."intercomClosesAt",
           c.id AS "existingCallId", c."propertyId" AS "existingPropertyId",
           array(${subscribersSql(Prisma.sql`p."tenantId"`, "call.started")}) AS subscribers
    FROM properties p
      LEFT JOIN calls c ON c.carrier = ${incoming.carrier}::"Carrier" AND c."carrierCallId" = ${incoming.carrierCallId}
    WHERE p."phoneNumber" = ${incoming.to} AND ${answersVisitorsSql("p")} LIMIT 1`);
  // A carrier id already stored for another property's call never joins that call (nor takes a second row).
  if (!property || (property.existingPropertyId && property.existingPropertyId !== property.id))
    return { start: { kind: "refuse", message: say.unknownNumber, callId: null }, writes: NO_WRITES };
  const at = incoming.at ?? new Date();
  const open = isIntercomOpen(property, at);
  const created = property.existingCallId ? null : newCallWrites(property, incoming, at, open);
  const callId = property.existingCallId ?? created!.callId;
  const start: CallStart = open
    ? { kind: "directory", callId, prompt: say.directory(property.name) }
    : {
        kind: "refuse",
        message: say.afterHours(property.name, property.intercomOpensAt, property.intercomClosesAt),
        callId,
      };
  return { start, writes: created?.writes ?? NO_WRITES };
}

// The call recorded and answered inside the caller's transaction, its rows in one statement.
export async function startIntercomCall(tx: Prisma.TransactionClient, call: IncomingCall): Promise<CallStart> {
  const { start, writes } = await planIntercomCall((sql) => tx.$queryRaw(sql), call);
  if (writes.ctes.length) await tx.$queryRaw(writeStatement(writes));
  return start;
}

// A new call, its first events, its call.started event and that event's deliveries: the busiest path of the gateway.
function newCallWrites(property: Found, incoming: IncomingCall, at: Date, open: boolean) {
  const types = open ? [CALL_EVENT.started] : [CALL_EVENT.started, CALL_EVENT.afterHours];
  // Ids ascending in the events' order: the timeline breaks ties of time by id.
  const ids = types.map(() => newRowId()).sort();
  const events = types.map((type, i) => ({ id: ids[i], type, occurredAt: at, payload: {} }));
  const state = deriveCallState(at, events);
  const now = new Date();
  const call: Call = {
    id: newRowId(),
    propertyId: property.id,
    unitId: null,
    residentId: null,
    carrier: incoming.carrier,
    carrierCallId: incoming.carrierCallId,
    from: incoming.from,
    to: incoming.to,
    direction: "inbound",
    startedAt: at,
    ...state,
    createdAt: now,
    updatedAt: now,
  };
  const event = outboundEventSql(property.tenantId, "call.started", { call: serializeCall(call) });
  const c = call;
  const eventRows = events.map(
    (e) =>
      Prisma.sql`(${e.id}, ${c.id}, ${e.type}, ${c.status}::"CallStatus", '{}'::jsonb, ${utc(e.occurredAt)}, ${utc(now)})`,
  );
  const rows: Writes = {
    ctes: [
      Prisma.sql`call AS (INSERT INTO calls (id, "propertyId", carrier, "carrierCallId", "from", "to", direction, status, outcome,
          "startedAt", "answeredAt", "endedAt", "durationSeconds", "createdAt", "updatedAt")
        VALUES (${c.id}, ${c.propertyId}, ${c.carrier}::"Carrier", ${c.carrierCallId}, ${c.from}, ${c.to}, 'inbound',
          ${c.status}::"CallStatus", ${c.outcome}::"CallOutcome", ${utc(at)}, ${c.answeredAt && utc(c.answeredAt)},
          ${c.endedAt && utc(c.endedAt)}, ${c.durationSeconds}, ${utc(now)}, ${utc(now)}))`,
      Prisma.sql`call_events AS (INSERT INTO call_events (id, "callId", type, status, payload, "occurredAt", "createdAt")
        VALUES ${Prisma.join(eventRows, ", ")})`,
      Prisma.sql`event AS (${event.insert})`,
    ],
    calls: [],
  };
  return { callId: c.id, writes: combineWrites(rows, deliveriesWrites(property.subscribers, event)) };
}
