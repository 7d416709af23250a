"use client";

import { useSyncExternalStore } from "react";
import { readSession, subscribeSession, type PortalSession } from "@/lib/portal-client/portal-session-store";

const noSubscription = () => () => {};

// False while the server render is being hydrated: the token lives in sessionStorage, which only the browser has.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function usePortalSession(): PortalSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
