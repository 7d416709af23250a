import type { Prisma } from "../db/generated/client";
import { ApiError } from "../http/error-codes";

type UserState = { id: string; tenantId: string | null; role: string; status: string };

const isActiveOwner = (user: { role: string; status: string }) => user.role === "owner" && user.status === "active";

// A tenant keeps at least one active owner: without one, only a platform admin could manage it again. The owners'
// rows are locked, so two owners demoting each other at once cannot both pass.
export async function keepActiveOwner(
  tx: Prisma.TransactionClient,
  existing: UserState,
  change: { role?: string; status?: string },
): Promise<void> {
  const after = { role: change.role ?? existing.role, status: change.status ?? existing.status };
  if (!existing.tenantId || !isActiveOwner(existing) || isActiveOwner(after)) return;
  const owners = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE "tenantId" = ${existing.tenantId} AND role = 'owner' AND status = 'active' FOR UPDATE`;
  if (owners.some((owner) => owner.id !== existing.id)) return;
  throw new ApiError("CONFLICT", "A tenant keeps at least one active owner: make another user owner first", [
    {
      field: change.role !== undefined && change.role !== "owner" ? "role" : "status",
      issue: "would leave the tenant without an active owner",
    },
  ]);
}
