import type { Prisma } from "../db/generated/client";
import type { ImportPlan, PlannedResident } from "./plan-resident-import";

// Rows per statement, well under PostgreSQL's 65,535 bind parameters.
const CHUNK = 2000;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

// Writes a plan in a few set-based statements per 2,000 rows: no round trip per row.
export async function applyResidentImport(
  tx: Prisma.TransactionClient,
  tenantId: string,
  plan: ImportPlan,
): Promise<void> {
  const unitIds = new Map<string, string>();
  for (const batch of chunks(plan.newUnits)) {
    const created = await tx.unit.createManyAndReturn({
      data: batch.map(({ propertyId, label, floor }) => ({ propertyId, label, floor, directoryCode: label })),
      select: { id: true, propertyId: true, label: true },
    });
    const keyOf = new Map(batch.map((unit) => [`${unit.propertyId}\n${unit.label}`, unit.key]));
    for (const unit of created) unitIds.set(keyOf.get(`${unit.propertyId}\n${unit.label}`) as string, unit.id);
  }

  const userIds = new Map<string, string>();
  for (const batch of chunks(plan.creates)) {
    const created = await tx.user.createManyAndReturn({
      data: batch.map(({ email, name, phone, role }) => ({
        tenantId,
        email,
        name,
        phone,
        role,
        status: "invited" as const,
      })),
      select: { id: true, email: true },
    });
    for (const user of created) userIds.set(user.email, user.id);
  }

  for (const batch of chunks(plan.userUpdates)) {
    await tx.$executeRaw`
      UPDATE users SET name = v.name, phone = v.phone, role = v.role::"UserRole", "updatedAt" = now()
      FROM unnest(${batch.map((r) => r.userId)}::text[], ${batch.map((r) => r.name)}::text[], ${batch.map((r) => r.phone)}::text[], ${batch.map((r) => r.role)}::text[])
        AS v(id, name, phone, role)
      WHERE users.id = v.id AND users."tenantId" = ${tenantId}`;
  }

  const unitOf = (resident: PlannedResident) =>
    "unitId" in resident.unit ? resident.unit.unitId : (unitIds.get(resident.unit.newUnitKey) as string);
  const userOf = (resident: PlannedResident) => resident.userId ?? (userIds.get(resident.email) as string);
  for (const batch of chunks(plan.membershipWrites)) {
    await tx.$executeRaw`
      INSERT INTO unit_memberships ("userId", "unitId", "moveInOn", "moveOutOn")
      SELECT * FROM unnest(${batch.map(userOf)}::text[], ${batch.map(unitOf)}::text[], ${batch.map((r) => r.dates.moveInOn)}::date[], ${batch.map((r) => r.dates.moveOutOn)}::date[])
      ON CONFLICT ("userId", "unitId") DO UPDATE SET "moveInOn" = EXCLUDED."moveInOn", "moveOutOn" = EXCLUDED."moveOutOn"`;
  }
}
