import { z } from "zod";

export const pushTokenBody = z
  .object({
    pushToken: z.string().trim().min(8).max(4096),
    platform: z.enum(["ios", "android", "web"]),
    appVersion: z.string().trim().max(50).optional(),
  })
  .strict();

export const forgetPushTokenBody = z.object({ pushToken: z.string().trim().min(8).max(4096) }).strict();
