import type { Prisma } from "../db/generated/client";
import { inService, lockInService } from "../properties/property-in-service";
import type { ResidentRow } from "./import-schemas";

type Role = ResidentRow["role"] | "platform_admin";
export type TargetUnit = { id: string; propertyId: string; label: string; directoryCode: string };
// Move dates as the file writes them, "YYYY-MM-DD", so they compare as text.
export type TargetMembership = { unitId: string; moveInOn: string | null; moveOutOn: string | null };
export type TargetUser = {
  id: string;
  tenantId: string | null;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  memberships: TargetMembership[];
};
export type ImportTargets = { properties: { id: string; name: string }[]; units: TargetUnit[]; users: TargetUser[] };

// Everything a file can refer to, each kind read at once: the tenant's properties it names, their units, the users by
// email and those users' memberships. The lists go in as arrays (one parameter each), however long the file.
export async function loadImportTargets(
  tx: Prisma.TransactionClient,
  tenantId: string,
  rows: ResidentRow[],
): Promise<ImportTargets> {
  const candidates = await tx.property.findMany({
    where: { tenantId, ...inService },
    select: { id: true, name: true },
  });
  const wanted = new Set(rows.map((row) => row.property.toLowerCase()));
  // The properties the file names are locked until the import commits, so an archive either waits for it or, having
  // committed first, leaves its rows out.
  const locked = await lockInService(
    tx,
    candidates.filter((property) => wanted.has(property.name.trim().toLowerCase())).map((property) => property.id),
    tenantId,
  );
  const properties = candidates.filter((property) => locked.has(property.id));
  const propertyIds = [...locked];
  const units = propertyIds.length
    ? await tx.$queryRaw<TargetUnit[]>`
        SELECT id, "propertyId", label, "directoryCode" FROM units WHERE "propertyId" = ANY(${propertyIds}::text[])`
    : [];
  const emails = [...new Set(rows.map((row) => row.email))];
  const found = emails.length
    ? await tx.$queryRaw<Omit<TargetUser, "memberships">[]>`
        SELECT id, "tenantId", email, name, phone, role::text AS role FROM users WHERE email = ANY(${emails}::text[])`
    : [];
  const memberships = found.length
    ? await tx.$queryRaw<(TargetMembership & { userId: string })[]>`
        SELECT "userId", "unitId", to_char("moveInOn", 'YYYY-MM-DD') AS "moveInOn", to_char("moveOutOn", 'YYYY-MM-DD') AS "moveOutOn"
        FROM unit_memberships WHERE "userId" = ANY(${found.map((user) => user.id)}::text[])`
    : [];
  const membershipsOf = new Map<string, TargetMembership[]>();
  for (const { userId, ...membership } of memberships)
    membershipsOf.set(userId, [...(membershipsOf.get(userId) ?? []), membership]);
  const users = found.map((user) => ({ ...user, memberships: membershipsOf.get(user.id) ?? [] }));
  return { properties, units, users };
}
