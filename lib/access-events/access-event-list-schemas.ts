import { z } from "zod";
import { id, instant, listQuery } from "../framework/common-schemas";
import { AccessMethod, AccessResult } from "../db/generated/enums";
import { accessEventSchema } from "../devices/access-event-schema";

// A logged access event with the names a person reads instead of ids.
export const accessEventEntrySchema = accessEventSchema
  .extend({
    propertyName: z.string(),
    deviceName: z.string().nullable(),
    userName: z.string().nullable().describe("the user's name, or their email when they have none"),
    guestPassId: id.nullable(),
    callId: id.nullable(),
  })
  .meta({ id: "AccessEventEntry" });

export const listAccessEventsQuery = listQuery({
  tenantId: id.optional(),
  propertyId: id.optional(),
  deviceId: id.optional(),
  userId: id.optional(),
  method: z.enum(AccessMethod).optional(),
  result: z.enum(AccessResult).optional(),
  from: instant.optional().describe("events at or after this instant"),
  to: instant.optional().describe("events before this instant"),
}).refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
  message: "from must be before to",
  path: ["from"],
});

export type AccessEventEntryView = z.infer<typeof accessEventEntrySchema>;
export type ListAccessEventsQuery = z.infer<typeof listAccessEventsQuery>;
