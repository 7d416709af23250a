import type { Scope } from "./scopes";

// Who is calling the admin API: an API key or a signed-in staff member, bound to a tenant or to the platform.
export type AdminPrincipal = {
  kind: "api_key" | "session";
  id: string;
  tenantId: string | null;
  userId: string | null;
  scopes: ReadonlySet<Scope>;
};

export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };

export type AdminAuthentication = { principal: AdminPrincipal; rateLimit: RateLimitState | null };

export const isPlatform = (principal: AdminPrincipal) => principal.tenantId === null;
