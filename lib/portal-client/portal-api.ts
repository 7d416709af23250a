import { portalEnvelope, portalFetch, portalList } from "./portal-fetch";
import type {
  AccessEvent,
  Call,
  CommandState,
  CreatedGuestPass,
  Door,
  GuestPass,
  NewGuestPass,
  Profile,
  ProfileChange,
  PushSubscriptionView,
  ResidentUnit,
  WebPush,
} from "./portal-types";

// Every resident route the portal calls, typed.
export const portalApi = {
  units: (signal?: AbortSignal) =>
    portalList<ResidentUnit>("units", "/api/v1/units", { query: { limit: 200 }, signal }),
  doors: (signal?: AbortSignal) => portalList<Door>("doors", "/api/v1/access", { query: { limit: 200 }, signal }),
  doorCommand: (deviceId: string, commandId: string) =>
    portalEnvelope<CommandState>(
      "command",
      `/api/v1/access/${encodeURIComponent(deviceId)}/commands/${encodeURIComponent(commandId)}`,
    ),
  openDoor: (deviceId: string) =>
    portalEnvelope<AccessEvent>("accessEvent", `/api/v1/access/${encodeURIComponent(deviceId)}/open`, {
      method: "POST",
      body: { source: "portal" },
    }),
  guestPasses: (status: "active" | "past", signal?: AbortSignal) =>
    portalList<GuestPass>("guestPasses", "/api/v1/guest-passes", { query: { status, limit: 100 }, signal }),
  createGuestPass: (pass: NewGuestPass) =>
    portalEnvelope<CreatedGuestPass>("guestPass", "/api/v1/guest-passes", { method: "POST", body: pass }),
  revokeGuestPass: (id: string) =>
    portalFetch<void>(`/api/v1/guest-passes/${encodeURIComponent(id)}`, { method: "DELETE" }),
  // A page by offset, or after the previous page by its nextCursor.
  calls: (limit: number, page: { offset: number; cursor: string | null }, signal?: AbortSignal) =>
    portalList<Call>("calls", "/api/v1/calls", {
      query: { limit, ...(page.cursor ? { cursor: page.cursor } : { offset: page.offset }) },
      signal,
    }),
  profile: (signal?: AbortSignal) => portalEnvelope<Profile>("profile", "/api/v1/profile", { signal }),
  updateProfile: (change: ProfileChange) =>
    portalEnvelope<Profile>("profile", "/api/v1/profile", { method: "PATCH", body: change }),
  webPushKey: () => portalEnvelope<WebPush>("webPush", "/api/v1/notifications/web-push"),
  savePushSubscription: (subscription: PushSubscriptionJSON) =>
    portalEnvelope<PushSubscriptionView>("pushSubscription", "/api/v1/notifications/push-subscriptions", {
      method: "POST",
      body: subscription,
    }),
  removePushSubscription: (endpoint: string) =>
    portalFetch<void>("/api/v1/notifications/push-subscriptions", { method: "DELETE", body: { endpoint } }),
  openForCall: (callId: string) =>
    portalEnvelope<AccessEvent>("accessEvent", `/api/v1/calls/${encodeURIComponent(callId)}/open`, { method: "POST" }),
  signOutEverywhere: () => portalFetch<void>("/api/v1/profile/sessions", { method: "DELETE" }),
};
