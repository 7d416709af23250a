import { z } from "zod";
import { e164, id, listQuery } from "../framework/common-schemas";

export const updateProfileBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    phone: e164.nullable(),
    notificationPrefs: z
      .object({ calls: z.boolean(), guestArrivals: z.boolean(), accessEvents: z.boolean(), missedCalls: z.boolean() })
      .partial()
      .strict(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field to change");

export const openDoorBody = z.object({ source: z.enum(["app", "portal"]).default("app") }).strict();
export const doorParams = z.object({ deviceId: id });
export const doorCommandParams = z.object({ deviceId: id, commandId: id });
export const residentListQuery = listQuery({});
