import type { UserRole } from "../db/generated/enums";
import { ROLE_SCOPES, isScope, type Scope } from "./scopes";

export type KeyCreator = { role: UserRole; tenantId: string | null } | null;

// The scopes a key may use now: its own, cut down to what its creator's current role grants.
// A key with no human creator (CLI, platform operations) keeps its scopes.
export function effectiveKeyScopes(
  key: { scopes: string[]; tenantId: string | null; createdById: string | null },
  creator: KeyCreator,
): Scope[] {
  const own = key.scopes.filter(isScope);
  if (!key.createdById) return own;
  if (!creator || creator.role === "resident") return [];
  const platform = creator.role === "platform_admin";
  // A platform key needs a platform creator; a tenant key a creator in that tenant (or on the platform).
  if (key.tenantId === null ? !platform : !platform && creator.tenantId !== key.tenantId) return [];
  const granted = new Set<Scope>(ROLE_SCOPES[creator.role]);
  return own.filter((scope) => granted.has(scope));
}
