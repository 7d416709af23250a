import type { Prisma } from "../db/generated/client";
import { notFound } from "../http/error-codes";

// An archived property takes nothing new (units, devices, residents) until it is active again, and answers a request
// to add one as a missing property would: 404 "Property not found", the refusal moving a device into it always had.
export const inService = { status: "active" } satisfies Prisma.PropertyWhereInput;

// Every property named must be the tenant's and in service. The rows are read FOR SHARE, so an archive committing
// meanwhile waits for the caller's transaction, or the caller sees it and refuses.
export async function requirePropertiesInService(
  tx: Prisma.TransactionClient,
  tenantId: string,
  propertyIds: string[],
): Promise<void> {
  const wanted = [...new Set(propertyIds)];
  if (!wanted.length) return;
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM properties
    WHERE id = ANY(${wanted}::text[]) AND "tenantId" = ${tenantId} AND status = 'active'
    FOR SHARE`;
  if (found.length !== wanted.length) throw notFound("Property");
}

// The same rule for a property already loaded: what is out of service for new things is out of use for its residents'
// doors and guest passes too.
export const isInService = (property: { status: string }) => property.status === inService.status;
