import { z } from "zod";
import { e164, id, listQuery } from "../framework/common-schemas";
import { pagingSchema } from "../http/parse-paging";
import { userSchema } from "../users/user-schemas";

export const notificationPrefsSchema = z
  .object({ calls: z.boolean(), guestArrivals: z.boolean(), accessEvents: z.boolean(), missedCalls: z.boolean() })
  .partial()
  .strict()
  .meta({ id: "NotificationPrefs" });

export const updateProfileBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    phone: e164.nullable(),
    notificationPrefs: notificationPrefsSchema,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field to change");

export const openDoorBody = z.object({ source: z.enum(["app", "portal"]).default("app") }).strict();
export const doorParams = z.object({ deviceId: id });
export const doorCommandParams = z.object({ deviceId: id, commandId: id });
export const listResidentCallsQuery = listQuery({});
// A resident's doors are those of the few properties where they have a unit, so one page holds them: no cursor.
export const doorListQuery = pagingSchema.strict();

export const residentUnitSchema = z
  .object({
    id,
    label: z.string(),
    propertyId: id,
    propertyName: z.string(),
    propertyTimezone: z.string().describe("the property's IANA time zone, the clock of the unit's guest passes"),
    moveInOn: z.iso.date().nullable(),
    moveOutOn: z.iso.date().nullable(),
    livesThere: z
      .boolean()
      .describe("false before the move-in day: the unit's doors and new guest passes start on that day"),
  })
  .meta({ id: "ResidentUnit" });

export const profileSchema = userSchema
  .extend({ notificationPrefs: notificationPrefsSchema.nullable().describe("null until the resident changes one") })
  .meta({ id: "Profile" });

export const doorSchema = z
  .object({
    id,
    propertyId: id,
    propertyName: z.string(),
    propertyTimezone: z
      .string()
      .describe("the property's IANA time zone, the clock its guest passes and calls are read on"),
    name: z.string(),
    kind: z.enum(["intercom", "door_controller"]),
    status: z.enum(["provisioning", "online", "offline", "retired"]),
    isEntrance: z.boolean(),
  })
  .meta({ id: "Door" });

export type ProfileView = z.infer<typeof profileSchema>;
export type ListResidentCallsQuery = z.infer<typeof listResidentCallsQuery>;
export type DoorView = z.infer<typeof doorSchema>;
