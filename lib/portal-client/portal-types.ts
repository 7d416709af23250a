// The portal's view of the resident API, taken from the same schemas and serializers the routes answer with.
import type { GuestPassStatus } from "../guest-passes/serialize-guest-pass";

export type { AccessEventView as AccessEvent, CommandStateView as CommandState } from "../devices/access-event-schema";
export type { CallView as Call } from "../calls/call-schemas";
export type { UserView as User } from "../users/user-schemas";
export type { GuestPassStatus };

export type NotificationPrefs = {
  calls?: boolean;
  guestArrivals?: boolean;
  accessEvents?: boolean;
  missedCalls?: boolean;
};
export type Profile = import("../users/user-schemas").UserView & { notificationPrefs: NotificationPrefs | null };
export type ProfileChange = { name?: string; phone?: string | null; notificationPrefs?: NotificationPrefs };

export type Door = {
  id: string;
  propertyId: string;
  propertyName: string;
  name: string;
  kind: "intercom" | "door_controller";
  status: "provisioning" | "online" | "offline" | "retired";
  isEntrance: boolean;
};

export type GuestPass = {
  id: string;
  propertyId: string;
  unitId: string;
  name: string;
  validFrom: string;
  validUntil: string;
  maxUses: number;
  useCount: number;
  remainingUses: number;
  status: GuestPassStatus;
  revokedAt: string | null;
  createdAt: string;
};

// Answered once, on creation: the PIN and QR payload are never shown again.
export type CreatedGuestPass = GuestPass & { pin: string; qrPayload: string };
export type NewGuestPass = { name: string; validFrom: string; validUntil: string; maxUses: number };

// The answer of every sign-in route and of the refresh route.
export type SessionAnswer = {
  token: string;
  tokenType: "Bearer";
  expiresIn: number;
  user: import("../users/user-schemas").UserView;
};

export type Page<T> = { items: T[]; total: number; limit: number; offset: number };
