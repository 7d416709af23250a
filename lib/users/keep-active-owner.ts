import type { Prisma } from "../db/generated/client";
import { ApiError } from "../http/error-codes";

type UserState = { role: string; status: string };

const isActiveOwner = (user: UserState) => user.role === "owner" && user.status === "active";

// A tenant keeps at least one active owner: without one, only a platform admin could manage it again. One such check
// of a tenant at a time (an advisory lock, taken before any row), each reading the user and the owners afresh: two
// owners demoting each other at once cannot both pass, nor deadlock, nor can a change judged on a stale state.
export async function keepActiveOwner(
  tx: Prisma.TransactionClient,
  existing: { id: string; tenantId: string | null },
  change: { role?: string; status?: string },
): Promise<void> {
  if (!existing.tenantId || (change.role === undefined && change.status === undefined)) return;
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`owners:${existing.tenantId}`}))::text`;
  const [current] = await tx.$queryRaw<UserState[]>`
    SELECT role::text, status::text FROM users WHERE id = ${existing.id}`;
  if (!current || !isActiveOwner(current)) return;
  if (isActiveOwner({ role: change.role ?? current.role, status: change.status ?? current.status })) return;
  const owners = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE "tenantId" = ${existing.tenantId} AND role = 'owner' AND status = 'active'`;
  if (owners.some((owner) => owner.id !== existing.id)) return;
  throw new ApiError("CONFLICT", "A tenant keeps at least one active owner: make another user owner first", [
    {
      field: change.role !== undefined && change.role !== "owner" ? "role" : "status",
      issue: "would leave the tenant without an active owner",
    },
  ]);
}
