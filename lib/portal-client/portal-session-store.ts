import type { SessionAnswer, User } from "./portal-types";

export type SignInMethod = "clerk" | "development" | "password";
export type PortalSession = { token: string; expiresAt: number; user: User; method: SignInMethod };

// sessionStorage: the token survives a reload of the tab but not the browser, and is never sent as a cookie.
const KEY = "gatehouse.portal.session";
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PortalSession | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(): PortalSession | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as PortalSession) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function saveSession(answer: SessionAnswer, method: SignInMethod): PortalSession {
  const session: PortalSession = {
    token: answer.token,
    expiresAt: Date.now() + answer.expiresIn * 1000,
    user: answer.user,
    method,
  };
  storage()?.setItem(KEY, JSON.stringify(session));
  listeners.forEach((listener) => listener());
  return session;
}

export function clearSession(): void {
  storage()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
