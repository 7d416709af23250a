import { networkError, toPortalApiError } from "./portal-api-error";
import { clearSession, saveSession, type PortalSession } from "./portal-session-store";
import type { SessionAnswer } from "./portal-types";

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    // credentials "omit": the development route's __session cookie is not kept; the portal runs on the core JWT alone.
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
      cache: "no-store",
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toPortalApiError(response);
  return (await response.json()) as T;
}

// A Clerk session token (real, or the development stand-in) exchanged for the core JWT.
export async function exchangeClerkSession(
  sessionToken: string,
  method: "clerk" | "development" = "clerk",
): Promise<PortalSession> {
  return saveSession(await post<SessionAnswer>("/api/v1/auth/clerk-session", { sessionToken }), method);
}

// Local development only: the server issues a Clerk-style token, verified by the same path as Clerk's.
export async function signInForDevelopment(email: string): Promise<PortalSession> {
  const { sessionToken } = await post<{ sessionToken: string }>("/api/v1/auth/dev-session", { email });
  return exchangeClerkSession(sessionToken, "development");
}

// The legacy email and password login of the older mobile builds.
export async function signInWithPassword(email: string, password: string): Promise<PortalSession> {
  return saveSession(await post<SessionAnswer>("/registration/login", { email, password }), "password");
}

export function signOut(): void {
  clearSession();
}

// A set-password link's token and the new password; the answer names the account to sign in with.
export async function setPasswordWithLink(token: string, password: string): Promise<{ email: string; role: string }> {
  return (
    await post<{ data: { account: { email: string; role: string } } }>("/api/v1/auth/set-password", { token, password })
  ).data.account;
}

// Always answers the same, known address or not.
export async function requestPasswordReset(email: string): Promise<void> {
  await post("/api/v1/auth/password-reset", { email });
}
