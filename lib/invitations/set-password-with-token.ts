import { recordAudit } from "../audit/record-audit";
import { hashPassword } from "../auth/hash-password";
import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import type { SetPasswordBody } from "./invitation-schemas";
import { revokeUserTokens } from "./queue-user-token";
import { readUserToken, type TokenState } from "./read-user-token";

const REFUSALS: Record<Exclude<TokenState, "valid">, string> = {
  used: "This link was already used. Sign in, or ask for a new link.",
  expired: "This link has expired. Ask for a new one.",
  withdrawn: "This link was withdrawn. Ask for a new one.",
  unknown: "This link is not valid. Check that it was copied whole, or ask for a new one.",
};

export const tokenRefusal = (state: Exclude<TokenState, "valid">) => REFUSALS[state];

const refused = (state: Exclude<TokenState, "valid">) =>
  new ApiError("VALIDATION_ERROR", REFUSALS[state], [{ field: "token", issue: state }]);

// Sets the password once per link: the link is claimed in one conditional update, the account activated, and every
// other session and link of the user ended.
export async function setPasswordWithToken({ token, password }: SetPasswordBody) {
  const found = await readUserToken(token);
  if (found.state !== "valid") throw refused(found.state);
  const passwordHash = await hashPassword(password);
  const user = await db().$transaction(async (tx) => {
    const { count } = await tx.userToken.updateMany({
      where: { id: found.tokenId!, usedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (!count) throw refused("used");
    const current = await tx.user.findUniqueOrThrow({ where: { id: found.userId! }, select: { status: true } });
    const updated = await tx.user.update({
      where: { id: found.userId! },
      data: {
        passwordHash,
        status: current.status === "invited" ? "active" : current.status,
        sessionVersion: { increment: 1 },
      },
      select: { id: true, email: true, role: true, tenantId: true },
    });
    await revokeUserTokens(tx, updated.id);
    const action = found.purpose === "invitation" ? "user.invitation.accept" : "user.password.reset";
    await recordAudit(
      tx,
      { kind: "session", id: updated.id },
      { tenantId: updated.tenantId, action, targetType: "user", targetId: updated.id },
    );
    return updated;
  });
  return { email: user.email, role: user.role };
}
