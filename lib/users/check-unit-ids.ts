import type { Prisma } from "../db/generated/client";
import { ApiError, notFound } from "../http/error-codes";

// Every unit must belong to a property of the user's tenant; platform admins belong to no unit.
export async function checkUnitIds(
  tx: Prisma.TransactionClient,
  tenantId: string | null,
  unitIds: string[],
): Promise<string[]> {
  const wanted = [...new Set(unitIds)];
  if (!wanted.length) return wanted;
  if (!tenantId)
    throw new ApiError("VALIDATION_ERROR", "Platform admins cannot belong to units", [
      { field: "unitIds", issue: "must be empty for platform admins" },
    ]);
  const found = await tx.unit.count({ where: { id: { in: wanted }, property: { tenantId } } });
  if (found !== wanted.length) throw notFound("Unit");
  return wanted;
}
