import type { Prisma } from "../db/generated/client";
import { unusableReasonWords } from "../guest-passes/guest-pass-schemas";
import { notFound } from "../http/error-codes";

// An archived property takes nothing new (units, devices, residents) until it is active again, and answers a request
// to add one as a missing property would: 404 "Property not found", the refusal moving a device into it always had.
export const inService = { status: "active" } satisfies Prisma.PropertyWhereInput;

// Those of the properties named that are in service (and the tenant's, when one is given). The rows are read FOR SHARE,
// so an archive committing meanwhile waits for the caller's transaction, or the caller sees it.
export async function lockInService(
  tx: Prisma.TransactionClient,
  propertyIds: string[],
  tenantId: string | null = null,
): Promise<Set<string>> {
  const wanted = [...new Set(propertyIds)];
  if (!wanted.length) return new Set();
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM properties
    WHERE id = ANY(${wanted}::text[]) AND (${tenantId}::text IS NULL OR "tenantId" = ${tenantId}) AND status = 'active'
    FOR SHARE`;
  return new Set(found.map((property) => property.id));
}

// Every property named must be the tenant's and in service.
export async function requirePropertiesInService(
  tx: Prisma.TransactionClient,
  tenantId: string,
  propertyIds: string[],
): Promise<void> {
  if ((await lockInService(tx, propertyIds, tenantId)).size !== new Set(propertyIds).size) throw notFound("Property");
}

// Why a resident's door opening at this property is refused now (a call they were rung for may outlive its archive),
// in the words the keypad uses, or null; locked as above.
export async function outOfServiceRefusal(tx: Prisma.TransactionClient, propertyId: string): Promise<string | null> {
  return (await lockInService(tx, [propertyId])).size ? null : unusableReasonWords("property_archived");
}

// The same rule for a property already loaded: what is out of service for new things is out of use for its residents'
// doors and guest passes too.
export const isInService = (property: { status: string }) => property.status === inService.status;
