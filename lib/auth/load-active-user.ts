import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { withUnits, type UserWithUnits } from "./serialize-user";

// Every authenticated request re-reads the user, so a suspension takes effect at once.
export async function loadActiveUser(
  where: { id: string } | { email: string },
  missing = "The account no longer exists",
): Promise<UserWithUnits> {
  const user = await db().user.findUnique({ where, include: { ...withUnits, tenant: { select: { status: true } } } });
  if (!user) throw new ApiError("UNAUTHORIZED", missing);
  if (user.status === "suspended" || user.deactivatedAt) throw new ApiError("UNAUTHORIZED", "The account is suspended");
  if (user.tenant?.status === "suspended")
    throw new ApiError("UNAUTHORIZED", "The account's organization is suspended");
  return user;
}
