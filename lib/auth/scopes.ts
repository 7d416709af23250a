import type { UserRole } from "../db/generated/enums";

export const ADMIN_RESOURCES = [
  "tenants",
  "properties",
  "units",
  "users",
  "calls",
  "devices",
  "analytics",
  "stats",
  "api_keys",
  "environments",
  "webhooks",
  "access_events",
  "audit_logs",
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
export type Scope = `${AdminResource}:${"read" | "write"}`;

export const ALL_SCOPES: Scope[] = ADMIN_RESOURCES.flatMap(
  (resource) => [`${resource}:read`, `${resource}:write`] as Scope[],
).filter(
  // Calls, stats, analytics, environments and the two logs are read-only resources.
  (scope) =>
    ![
      "calls:write",
      "stats:write",
      "analytics:write",
      "environments:write",
      "access_events:write",
      "audit_logs:write",
    ].includes(scope),
);

export const isScope = (value: string): value is Scope => (ALL_SCOPES as string[]).includes(value);

const readAll = ALL_SCOPES.filter((scope) => scope.endsWith(":read"));

// What each admin role may do; a key never carries more than the role of its creator.
export const ROLE_SCOPES: Record<Exclude<UserRole, "resident">, Scope[]> = {
  platform_admin: ALL_SCOPES,
  owner: ALL_SCOPES.filter((scope) => scope !== "tenants:write"),
  staff: [
    // Staff see neither API keys, the tenant's webhook endpoints nor the audit trail of admin changes.
    ...readAll.filter((scope) => scope !== "api_keys:read" && scope !== "webhooks:read" && scope !== "audit_logs:read"),
    "properties:write",
    "units:write",
    "devices:write",
  ],
};
