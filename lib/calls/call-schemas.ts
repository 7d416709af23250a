import { z } from "zod";
import { id, listQuery, searchText, timestamp } from "../framework/common-schemas";
import { CallDirection, CallOutcome, Carrier } from "../db/generated/enums";
import { apiCallStatus } from "./call-status";

const callOutcome = z.enum(CallOutcome);
const carrier = z.enum(Carrier);
const instant = z.iso.datetime({ offset: true });

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
    outcome: callOutcome.nullable(),
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

export const callWithEventsSchema = callSchema
  .extend({ events: z.array(callEventSchema).describe("the call's timeline, oldest first") })
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
