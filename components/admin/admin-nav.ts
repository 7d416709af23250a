import type { AdminSession } from "@/lib/admin-client/admin-types";

type Scope = AdminSession["scopes"][number];

export type NavItem = { href: string; label: string; scope: Scope; platformOnly?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { href: "/admin", label: "Overview", scope: "stats:read" },
  { href: "/admin/tenants", label: "Tenants", scope: "tenants:read", platformOnly: true },
  { href: "/admin/properties", label: "Properties", scope: "properties:read" },
  { href: "/admin/units", label: "Units", scope: "units:read" },
  { href: "/admin/users", label: "Users", scope: "users:read" },
  { href: "/admin/import", label: "Import", scope: "users:write" },
  { href: "/admin/devices", label: "Devices", scope: "devices:read" },
  { href: "/admin/calls", label: "Calls", scope: "calls:read" },
  { href: "/admin/access-log", label: "Access log", scope: "access_events:read" },
  { href: "/admin/audit-log", label: "Audit log", scope: "audit_logs:read" },
  { href: "/admin/api-keys", label: "API keys", scope: "api_keys:read" },
  { href: "/admin/webhooks", label: "Webhooks", scope: "webhooks:read" },
  { href: "/admin/jobs", label: "Jobs", scope: "tenants:write", platformOnly: true },
];

// The signed-in role decides what the navigation offers: its scopes, and tenants and jobs only on the platform.
export const navFor = (session: AdminSession) =>
  NAV_ITEMS.filter((item) => session.scopes.includes(item.scope) && (!item.platformOnly || session.tenantId === null));

export const isActive = (pathname: string, href: string) =>
  href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
