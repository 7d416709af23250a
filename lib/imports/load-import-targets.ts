import type { Prisma } from "../db/generated/client";
import type { ResidentRow } from "./import-schemas";

// Everything a file can refer to, in three queries: the tenant's properties, their units, and the users by email.
export async function loadImportTargets(tx: Prisma.TransactionClient, tenantId: string, rows: ResidentRow[]) {
  const properties = await tx.property.findMany({
    where: { tenantId, archivedAt: null },
    select: { id: true, name: true },
  });
  const wanted = new Set(rows.map((row) => row.property.toLowerCase()));
  const propertyIds = properties
    .filter((property) => wanted.has(property.name.trim().toLowerCase()))
    .map((property) => property.id);
  const units = await tx.unit.findMany({
    where: { propertyId: { in: propertyIds } },
    select: { id: true, propertyId: true, label: true, directoryCode: true },
  });
  const users = await tx.user.findMany({
    where: { email: { in: [...new Set(rows.map((row) => row.email))] } },
    select: {
      id: true,
      tenantId: true,
      email: true,
      name: true,
      phone: true,
      role: true,
      memberships: { select: { unitId: true, moveInOn: true, moveOutOn: true } },
    },
  });
  return { properties, units, users };
}

export type ImportTargets = Awaited<ReturnType<typeof loadImportTargets>>;
