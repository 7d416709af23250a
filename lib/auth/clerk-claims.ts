import { z } from "zod";
import type { UserRole } from "../db/generated/enums";

// Session token claims in both formats: v2 carries the organization in `o`, v1 in `org_id`/`org_role`.
const claimsSchema = z.object({
  sub: z.string(),
  sid: z.string().optional(),
  email: z.string().optional(),
  v: z.number().optional(),
  o: z.object({ id: z.string(), rol: z.string().optional(), slg: z.string().optional() }).optional(),
  org_id: z.string().optional(),
  org_role: z.string().optional(),
});

export type ClerkSession = { clerkUserId: string; email: string | null; orgId: string | null; orgRole: string | null };

export function readClerkClaims(payload: unknown): ClerkSession | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const role = claims.o?.rol ?? claims.org_role ?? null;
  return {
    clerkUserId: claims.sub,
    email: claims.email?.trim().toLowerCase() || null,
    orgId: claims.o?.id ?? claims.org_id ?? null,
    orgRole: role ? role.replace(/^org:/, "") : null,
  };
}

const ORG_ROLES: Record<string, Exclude<UserRole, "resident" | "platform_admin">> = { admin: "owner", member: "staff" };

// org:admin runs the tenant, org:member is staff; any other organization role grants no admin access.
export const adminRoleOfOrgRole = (orgRole: string | null) =>
  orgRole && Object.hasOwn(ORG_ROLES, orgRole) ? ORG_ROLES[orgRole] : null;
