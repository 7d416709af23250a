import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";

export const pushTokenBody = z
  .object({
    pushToken: z.string().trim().min(8).max(4096),
    platform: z.enum(["ios", "android", "web"]),
    appVersion: z.string().trim().max(50).optional(),
  })
  .strict();

export const forgetPushTokenBody = z.object({ pushToken: z.string().trim().min(8).max(4096) }).strict();

export const mobileDeviceSchema = z
  .object({
    id,
    platform: z.enum(["ios", "android", "web"]),
    appVersion: z.string().nullable(),
    lastSeenAt: timestamp,
    createdAt: timestamp,
  })
  .meta({ id: "MobileDevice" });
