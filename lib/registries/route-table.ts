import { adminOperations } from "./admin-operations";
import { residentOperations } from "./resident-operations";
import type { UserRole } from "../db/generated/enums";
import { ROLE_SCOPES } from "../auth/scopes";

export const CALLER_ROLES = ["platform_admin", "owner", "staff", "resident"] as const satisfies readonly UserRole[];

export type RouteAccess = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  family: "admin" | "resident" | "legacy" | "auth";
  auth: string;
  // The people who may call it; an empty list means devices only (an API key).
  roles: readonly UserRole[];
};

// The legacy SSO is next-auth's own handler, not an operation of ours.
const nextAuthSession: RouteAccess = {
  method: "GET",
  path: "/api/auth/session",
  family: "auth",
  auth: "legacy SSO (next-auth; also /api/auth/signin, callback, signout, csrf)",
  roles: CALLER_ROLES,
};

// Every route outside /api/admin and who may call it, from the resident operations registry; the role-table test walks it.
export const identityRoutes: RouteAccess[] = [
  nextAuthSession,
  ...residentOperations.map((operation) => ({
    method: operation.method.toUpperCase() as RouteAccess["method"],
    path: operation.path,
    family: operation.family,
    auth: operation.auth.kind === "core" ? "core JWT" : operation.auth.what,
    roles: operation.auth.roles,
  })),
];

// Routes no person calls by role (provider intake, health, metrics, the rest of the legacy SSO): with the two lists above,
// every route and its methods, which the method test walks.
export const serviceRoutes: Pick<RouteAccess, "method" | "path">[] = [
  { method: "POST", path: "/api/auth/session" },
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/health/live" },
  { method: "GET", path: "/metrics" },
  { method: "POST", path: "/api/webhooks/stripe" },
  { method: "POST", path: "/api/webhooks/clerk" },
  { method: "POST", path: "/telnyx/webhook" },
  { method: "POST", path: "/twilio/voice" },
  { method: "POST", path: "/twilio/gather" },
  { method: "POST", path: "/twilio/whisper" },
  { method: "POST", path: "/twilio/dial-status" },
  { method: "POST", path: "/twilio/leg-status" },
  { method: "POST", path: "/twilio/status" },
];

// Admin routes: a session's role grants the scopes of ROLE_SCOPES; residents never reach /api/admin.
export function adminRouteAccess(): RouteAccess[] {
  return adminOperations.map((operation) => ({
    method: operation.method.toUpperCase() as RouteAccess["method"],
    path: operation.path,
    family: "admin",
    auth: `session or API key with ${operation.scope}`,
    roles: CALLER_ROLES.filter((role) => role !== "resident" && ROLE_SCOPES[role].includes(operation.scope)),
  }));
}

export function renderRouteTable(): string {
  const mark = (route: RouteAccess, role: UserRole) => (route.roles.includes(role) ? "yes" : "no");
  const rows = [...adminRouteAccess(), ...identityRoutes].map(
    (route) =>
      `| ${route.family} | \`${route.method} ${route.path}\` | ${route.auth} | ${CALLER_ROLES.map((role) => mark(route, role)).join(" | ")} |`,
  );
  return [
    "| family | route | authentication | platform admin | owner | staff | resident |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
