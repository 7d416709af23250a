import type { Prisma } from "../db/generated/client";
import type { UserRole } from "../db/generated/enums";
import { notNewerThan } from "./clerk-event-time";
import { clerkMembership, type ClerkMembership } from "./clerk-schemas";
import { displayName, findClerkUser } from "./find-clerk-user";
import { tenantForOrganization } from "./sync-clerk-organization";

// org:admin runs the tenant; any other organization role is staff, but a resident stays a resident.
function roleFor(clerkRole: string, current: UserRole | null): UserRole {
  if (current === "platform_admin") return current;
  if (clerkRole === "org:admin") return "owner";
  return current === "resident" ? "resident" : "staff";
}

async function memberOf(tx: Prisma.TransactionClient, membership: ClerkMembership) {
  const person = membership.public_user_data;
  const email = person.identifier?.includes("@") ? person.identifier.toLowerCase() : null;
  return { user: await findClerkUser(tx, person.user_id, email), email, person };
}

// The status a membership event leaves: a suspended user comes back only by joining again after the suspension
// (a late or replayed event, a role change, cannot undo a deletion in Clerk or a suspension made here).
function statusAfter(user: { status: string; deactivatedAt: Date | null }, joined: boolean, at: Date | null) {
  if (user.status !== "suspended" && !user.deactivatedAt) return { status: "active" as const };
  if (joined && at && user.deactivatedAt && user.deactivatedAt <= at)
    return { status: "active" as const, deactivatedAt: null };
  return {};
}

// organizationMembership.created / updated: the user belongs to the organization's tenant with the mapped role.
// An event older than the last membership event applied to the user changes nothing.
async function applyClerkMembership(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null,
  joined: boolean,
): Promise<void> {
  const membership = clerkMembership.parse(data);
  const tenant = await tenantForOrganization(tx, membership.organization);
  const { user, email, person } = await memberOf(tx, membership);
  if (!user) {
    if (!email) return;
    const name = displayName(person.first_name, person.last_name, email);
    await tx.user.create({
      data: {
        email,
        name,
        clerkUserId: person.user_id,
        tenantId: tenant.id,
        role: roleFor(membership.role, null),
        status: "active",
        clerkMembershipAt: at,
      },
    });
    return;
  }
  await tx.user.updateMany({
    where: { id: user.id, ...notNewerThan("clerkMembershipAt", at) },
    data: {
      clerkUserId: person.user_id,
      tenantId: tenant.id,
      role: roleFor(membership.role, user.role),
      ...statusAfter(user, joined, at),
      ...(at ? { clerkMembershipAt: at } : {}),
    },
  });
}

export const joinClerkOrganization = (tx: Prisma.TransactionClient, data: unknown, at: Date | null = null) =>
  applyClerkMembership(tx, data, at, true);

export const syncClerkMembership = (tx: Prisma.TransactionClient, data: unknown, at: Date | null = null) =>
  applyClerkMembership(tx, data, at, false);

// organizationMembership.deleted: the member of that tenant is suspended; rows and history stay.
export async function endClerkMembership(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null = null,
): Promise<void> {
  const membership = clerkMembership.parse(data);
  const tenant = await tx.tenant.findUnique({
    where: { clerkOrgId: membership.organization.id },
    select: { id: true },
  });
  const { user } = await memberOf(tx, membership);
  if (!tenant || !user || user.tenantId !== tenant.id || user.role === "platform_admin") return;
  await tx.user.updateMany({
    where: { id: user.id, ...notNewerThan("clerkMembershipAt", at) },
    data: { status: "suspended", deactivatedAt: new Date(), ...(at ? { clerkMembershipAt: at } : {}) },
  });
}
