import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { clerkConfigured } from "../config/clerk-settings";
import { db } from "../db/client";
import { serializeUser, withUnits } from "../auth/serialize-user";
import { ApiError } from "../http/error-codes";
import { findUser } from "../users/find-user";
import { requireGrantableRole } from "../users/require-grantable-role";
import { queueUserToken, revokeUserTokens } from "./queue-user-token";

async function findInvitedUser(principal: AdminPrincipal, id: string) {
  const user = await findUser(principal, id);
  if (user.status !== "invited" || user.deactivatedAt)
    throw new ApiError("CONFLICT", `The user is ${user.deactivatedAt ? "deactivated" : user.status}, not invited`);
  requireGrantableRole(principal, user.role);
  return user;
}

// A new link replaces every earlier one; it is mailed (or sent through Clerk) after the commit.
export async function resendInvitation(principal: AdminPrincipal, id: string) {
  const user = await findInvitedUser(principal, id);
  const channel = clerkConfigured() ? "clerk" : "email";
  const token = await db().$transaction(async (tx) => {
    const created = await queueUserToken(tx, user.id, "invitation");
    await recordAudit(tx, principal, {
      tenantId: user.tenantId,
      action: "user.invitation.send",
      targetType: "user",
      targetId: user.id,
      data: { channel },
    });
    return created;
  });
  return { userId: user.id, channel, expiresAt: token.expiresAt.toISOString() } as const;
}

// Ends every link and deactivates the account: an invitation taken back leaves no way in.
export async function withdrawInvitation(principal: AdminPrincipal, id: string) {
  const user = await findInvitedUser(principal, id);
  const withdrawn = await db().$transaction(async (tx) => {
    const links = await revokeUserTokens(tx, user.id);
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { status: "suspended", deactivatedAt: new Date() },
      include: withUnits,
    });
    await recordAudit(tx, principal, {
      tenantId: user.tenantId,
      action: "user.invitation.withdraw",
      targetType: "user",
      targetId: user.id,
      data: { links },
    });
    return updated;
  });
  return serializeUser(withdrawn);
}
