import { adminOperations } from "./admin-operations";
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

const ANYONE = CALLER_ROLES;
const RESIDENT = ["resident"] as const;
const CORE = "core JWT";

// Every route outside /api/admin and who may call it; the role-table test walks this list.
export const identityRoutes: RouteAccess[] = [
  {
    method: "POST",
    path: "/api/v1/auth/clerk-session",
    family: "auth",
    auth: "Clerk session token (body)",
    roles: ANYONE,
  },
  { method: "POST", path: "/registration/login", family: "auth", auth: "email and password", roles: ANYONE },
  {
    method: "POST",
    path: "/api/v1/auth/dev-session",
    family: "auth",
    auth: "email only; development servers only",
    roles: ANYONE,
  },
  {
    method: "GET",
    path: "/api/auth/session",
    family: "auth",
    auth: "legacy SSO (next-auth; also /api/auth/signin, callback, signout, csrf)",
    roles: ANYONE,
  },
  {
    method: "POST",
    path: "/api/v1/auth/password-reset",
    family: "auth",
    auth: "email (the same answer for any address)",
    roles: ANYONE,
  },
  {
    method: "POST",
    path: "/api/v1/auth/set-password",
    family: "auth",
    auth: "single-use link token (body)",
    roles: ANYONE,
  },
  { method: "POST", path: "/api/v1/auth/refresh", family: "auth", auth: CORE, roles: ANYONE },
  { method: "GET", path: "/api/v1/profile", family: "resident", auth: CORE, roles: ANYONE },
  { method: "PATCH", path: "/api/v1/profile", family: "resident", auth: CORE, roles: ANYONE },
  { method: "DELETE", path: "/api/v1/profile/sessions", family: "resident", auth: CORE, roles: ANYONE },
  { method: "GET", path: "/api/v1/access", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/api/v1/access/{deviceId}/open", family: "resident", auth: CORE, roles: RESIDENT },
  {
    method: "GET",
    path: "/api/v1/access/{deviceId}/commands/{commandId}",
    family: "resident",
    auth: CORE,
    roles: RESIDENT,
  },
  { method: "GET", path: "/api/v1/guest-passes", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/api/v1/guest-passes", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "DELETE", path: "/api/v1/guest-passes/{id}", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "GET", path: "/api/v1/calls", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/api/v1/calls/{callId}/open", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "GET", path: "/api/v1/notifications/web-push", family: "resident", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/api/v1/notifications/push-subscriptions", family: "resident", auth: CORE, roles: RESIDENT },
  {
    method: "DELETE",
    path: "/api/v1/notifications/push-subscriptions",
    family: "resident",
    auth: CORE,
    roles: RESIDENT,
  },
  { method: "GET", path: "/access/doors", family: "legacy", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/access/doors/{deviceId}/open", family: "legacy", auth: CORE, roles: RESIDENT },
  { method: "POST", path: "/devices/push-token", family: "legacy", auth: CORE, roles: ANYONE },
  { method: "DELETE", path: "/devices/push-token", family: "legacy", auth: CORE, roles: ANYONE },
  {
    method: "POST",
    path: "/access/keypad",
    family: "legacy",
    auth: "API key with devices:write (the keypad, not a person)",
    roles: [],
  },
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
