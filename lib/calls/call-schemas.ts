import { z } from "zod";
import { id, instant, listQuery, searchText, timestamp } from "../framework/common-schemas";
import { AccessMethod, AccessResult, CallDirection, CallOutcome, Carrier } from "../db/generated/enums";
import { apiCallStatus } from "./call-status";

const callOutcome = z.enum(CallOutcome);
// What a finished call came to, for people reading it; a filter names one of the values.
const callOutcomeMeaning = callOutcome.meta({
  description:
    "door_opened: a resident's 9 opened the entrance. declined: a resident pressed 0. unanswered: the call ended with " +
    "residents rung and none answering. None (null): the call is under way, nobody was rung, or a resident answered and " +
    "the call ended without a decision (either side hung up first, or the 9 was refused).",
});
const carrier = z.enum(Carrier);

export const callSchema = z
  .object({
    id,
    propertyId: id,
    unitId: id.nullable(),
    residentId: id.nullable(),
    carrier,
    carrierCallId: z.string(),
    from: z.string(),
    to: z.string(),
    direction: z.enum(CallDirection),
    status: apiCallStatus,
    outcome: callOutcomeMeaning.nullable(),
    startedAt: timestamp,
    answeredAt: timestamp.nullable(),
    endedAt: timestamp.nullable(),
    durationSeconds: z.number().int().nullable(),
  })
  .meta({ id: "Call" });

export const callEventSchema = z
  .object({
    id,
    type: z.string(),
    status: apiCallStatus.nullable(),
    occurredAt: timestamp,
    payload: z.unknown().describe("the event's data as the carrier sent it"),
  })
  .meta({ id: "CallEvent" });

const person = z.object({ id, name: z.string() });

export const callWithEventsSchema = callSchema
  .extend({
    events: z.array(callEventSchema).describe("the call's timeline, oldest first"),
    property: z.object({ id, name: z.string(), timezone: z.string() }),
    unit: z.object({ id, label: z.string() }).nullable().describe("the unit the visitor rang"),
    rung: z
      .array(
        z.object({
          resident: person,
          order: z.number().int().min(1),
          result: z.enum(["ringing", "answered", "no-answer", "busy", "failed", "canceled"]),
          dialedAt: timestamp,
        }),
      )
      .describe("the residents the intercom rang, in the order it rang them, and how each leg ended"),
    answeredBy: person.nullable().describe("the resident who picked up"),
    doorOpens: z
      .array(
        z.object({
          id,
          device: z.object({ id, name: z.string() }).nullable(),
          method: z.enum(AccessMethod),
          result: z.enum(AccessResult),
          occurredAt: timestamp,
        }),
      )
      .describe("access events the call caused (a door opened or refused from it), oldest first"),
  })
  .meta({ id: "CallWithEvents" });

export const listCallsQuery = listQuery({
  q: searchText.optional().describe("part of the caller's or the called number"),
  propertyId: id.optional(),
  unitId: id.optional(),
  residentId: id.optional(),
  tenantId: id.optional(),
  status: apiCallStatus.optional(),
  outcome: callOutcome.optional(),
  carrier: carrier.optional(),
  live: z
    .enum(["true"])
    .optional()
    .describe("`true`: only calls under way (queued, ringing, in-progress); its `total` is the live count"),
  from: instant.optional().describe("calls started at or after this instant"),
  to: instant.optional().describe("calls started before this instant"),
}).refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
  message: "from must be before to",
  path: ["from"],
});

export type CallView = z.infer<typeof callSchema>;
export type CallEventView = z.infer<typeof callEventSchema>;
export type CallWithEventsView = z.infer<typeof callWithEventsSchema>;
export type ListCallsQuery = z.infer<typeof listCallsQuery>;
