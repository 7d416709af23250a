// The portal's view of the resident API: inferred from the schemas the resident operations declare as their answers
// (lib/registries/resident-operations.ts), so a change to an answer is a type error here.
import type { z } from "zod";
import type { sessionSchema } from "../auth/auth-schemas";
import type { callSchema } from "../calls/call-schemas";
import type { accessEventSchema, commandStateSchema } from "../devices/access-event-schema";
import type { createdGuestPassSchema, createGuestPassBody, guestPassSchema } from "../guest-passes/guest-pass-schemas";
import type { pushSubscriptionSchema, webPushSchema } from "../notifications/push-subscription-schemas";
import type {
  doorSchema,
  notificationPrefsSchema,
  profileSchema,
  residentUnitSchema,
  updateProfileBody,
} from "../residents/resident-schemas";
import type { userSchema } from "../users/user-schemas";

export type AccessEvent = z.infer<typeof accessEventSchema>;
export type CommandState = z.infer<typeof commandStateSchema>;
export type Call = z.infer<typeof callSchema>;
export type User = z.infer<typeof userSchema>;

export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileChange = z.input<typeof updateProfileBody>;

export type Door = z.infer<typeof doorSchema>;
export type ResidentUnit = z.infer<typeof residentUnitSchema>;

export type GuestPass = z.infer<typeof guestPassSchema>;
export type GuestPassStatus = GuestPass["status"];
// Answered once, on creation: the PIN and QR payload are never shown again.
export type CreatedGuestPass = z.infer<typeof createdGuestPassSchema>;
export type NewGuestPass = z.input<typeof createGuestPassBody>;

export type WebPush = z.infer<typeof webPushSchema>;
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

// The answer of every sign-in route and of the refresh route.
export type SessionAnswer = z.infer<typeof sessionSchema>;

// nextCursor: on lists that page by cursor, the next page's `cursor` (null on the last page); null on the others.
export type Page<T> = { items: T[]; total: number; limit: number; offset: number; nextCursor: string | null };
