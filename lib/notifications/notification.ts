import { z } from "zod";

// What a resident can be told, and the profile switch (notificationPrefs key) that silences each kind.
export const NOTIFICATION_PREF = {
  visitor_calling: "calls",
  missed_call: "missedCalls",
  guest_pass_used: "guestArrivals",
  door_alert: "accessEvents",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_PREF;

export const notificationSchema = z.object({
  kind: z.enum(Object.keys(NOTIFICATION_PREF) as [NotificationKind, ...NotificationKind[]]),
  title: z.string(),
  body: z.string(),
  // Where a tap leads in the portal.
  url: z.string(),
  // A visitor-calling notification names its call: the Open action posts to /api/v1/calls/{callId}/open.
  callId: z.string().optional(),
  tag: z.string().optional(),
});

export type Notification = z.infer<typeof notificationSchema>;

// A kind is on only when the resident switched it on, as the portal's profile shows it.
export const wantsKind = (prefs: unknown, kind: NotificationKind) =>
  typeof prefs === "object" && prefs !== null && (prefs as Record<string, unknown>)[NOTIFICATION_PREF[kind]] === true;

// How long a notification is worth delivering, as its push TTL: a visitor-calling alert 60 s, the rest a day.
export const notificationLifetimeMs = (kind: NotificationKind) =>
  kind === "visitor_calling" ? 60_000 : 24 * 60 * 60 * 1000;
