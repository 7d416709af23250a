import { randomBytes } from "node:crypto";
import type { Prisma } from "../db/generated/client";
import { notNewerThan } from "./clerk-event-time";
import { clerkDeleted, clerkOrganization, type ClerkOrganization } from "./clerk-schemas";

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48) || "tenant";

// The tenant of a Clerk organization: linked by clerkOrgId only. An unknown organization gets a new tenant
// (its slug suffixed when taken); a slug or name match never links, or a new organization could claim a tenant.
export async function tenantForOrganization(tx: Prisma.TransactionClient, organization: ClerkOrganization) {
  const linked = await tx.tenant.findUnique({ where: { clerkOrgId: organization.id } });
  if (linked) return linked;
  const slug = slugify(organization.slug ?? organization.name);
  const taken = await tx.tenant.findUnique({ where: { slug }, select: { id: true } });
  return tx.tenant.create({
    data: {
      name: organization.name,
      slug: taken ? `${slug}-${randomBytes(3).toString("hex")}` : slug,
      clerkOrgId: organization.id,
    },
  });
}

// organization.created / organization.updated: the tenant exists and carries the organization's name.
// An event older than the last one applied to the tenant changes nothing.
export async function syncClerkOrganization(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null = null,
): Promise<void> {
  const organization = clerkOrganization.parse(data);
  const tenant = await tenantForOrganization(tx, organization);
  await tx.tenant.updateMany({
    where: { id: tenant.id, ...notNewerThan("clerkUpdatedAt", at) },
    data: { name: organization.name, ...(at ? { clerkUpdatedAt: at } : {}) },
  });
}

// organization.deleted: the tenant is suspended, never erased.
export async function suspendClerkOrganization(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null = null,
): Promise<void> {
  const { id } = clerkDeleted.parse(data);
  await tx.tenant.updateMany({
    where: { clerkOrgId: id, ...notNewerThan("clerkUpdatedAt", at) },
    data: { status: "suspended", ...(at ? { clerkUpdatedAt: at } : {}) },
  });
}
