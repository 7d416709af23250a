import { z } from "zod";

// One place a notification goes: a browser's push subscription or an app's token (by row id), or the resident's phone.
export const notificationTargetSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("web-push"), id: z.string().min(1) }),
  z.object({ channel: z.literal("mobile"), id: z.string().min(1) }),
  z.object({ channel: z.literal("sms") }),
]);

export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const targetKey = (target: NotificationTarget) =>
  target.channel === "sms" ? "sms" : `${target.channel}:${target.id}`;
