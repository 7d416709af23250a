import { Prisma } from "../db/generated/client";
import { unusableReasonWords } from "../guest-passes/guest-pass-schemas";
import { notFound } from "../http/error-codes";

// An archived property takes nothing new (units, devices, residents) until it is active again, and answers a request
// to add one as a missing property would: 404 "Property not found", the refusal moving a device into it always had.
export const inService = { status: "active" } satisfies Prisma.PropertyWhereInput;
// The same rule in SQL, for the statements below that lock the property they read.
const inServiceSql = (alias: string) => Prisma.sql`${Prisma.raw(alias)}.status = ${inService.status}::"PropertyStatus"`;
// Whether the property's tenant is active: a suspended tenant's intercoms answer no visitor and open no door for a
// call, while its users and API keys (keypads included) are refused at sign-in.
const tenantActiveSql = (alias: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM tenants t WHERE t.id = ${Prisma.raw(alias)}."tenantId" AND t.status = 'active')`;
// A property whose intercom answers visitors: in service, of an active tenant.
export const answersVisitorsSql = (alias: string) => Prisma.sql`${inServiceSql(alias)} AND ${tenantActiveSql(alias)}`;

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
    SELECT p.id FROM properties p
    WHERE p.id = ANY(${wanted}::text[]) AND (${tenantId}::text IS NULL OR p."tenantId" = ${tenantId}) AND ${inServiceSql("p")}
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

// The refusal's words, in the access event's reason and the notification's answer.
const TENANT_SUSPENDED_WORDS = "tenant suspended";

export type Entrance = { deviceId: string | null; refusal: string | null };

// The property's entrance door (the first that is not retired nor a camera) and why a resident's opening is refused now
// (a call they were rung for may outlive its archive or its tenant's suspension) in the words the keypad uses, or
// null. One round trip, the property locked as above: the intercom's 9 and a notification's Open read the door anyway.
export async function lockEntrance(tx: Prisma.TransactionClient, propertyId: string): Promise<Entrance> {
  const [property] = await tx.$queryRaw<{ inService: boolean; tenantActive: boolean; deviceId: string | null }[]>`
    SELECT ${inServiceSql("p")} AS "inService", ${tenantActiveSql("p")} AS "tenantActive", d.id AS "deviceId"
    FROM properties p
    LEFT JOIN LATERAL (
      SELECT id FROM devices
      WHERE "propertyId" = p.id AND "isEntrance" AND status <> 'retired' AND kind <> 'camera'
      ORDER BY "createdAt", id LIMIT 1
    ) d ON true
    WHERE p.id = ${propertyId}
    FOR SHARE OF p`;
  return {
    deviceId: property?.deviceId ?? null,
    refusal: !property?.inService
      ? unusableReasonWords("property_archived")
      : property.tenantActive
        ? null
        : TENANT_SUSPENDED_WORDS,
  };
}

// The same rule for a property already loaded: what is out of service for new things is out of use for its residents'
// doors and guest passes too.
export const isInService = (property: { status: string }) => property.status === inService.status;
