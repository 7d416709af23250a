import { config } from "../config/read-config";
import type { Prisma } from "../db/generated/client";
import type { UserTokenPurpose } from "../db/generated/enums";
import { enqueueJob } from "../jobs/enqueue-job";
import { revokeClerkInvitationJob } from "./revoke-clerk-invitation-job";
import { sendUserTokenJob } from "./send-user-token-job";

const RESET_TTL_MS = 60 * 60 * 1000;

export function tokenLifetimeMs(purpose: UserTokenPurpose): number {
  return purpose === "password_reset" ? RESET_TTL_MS : (config().INVITATION_TTL_HOURS ?? 168) * 60 * 60 * 1000;
}

// Ends the user's earlier links of this purpose and queues a new one, mailed after the caller's transaction commits.
export async function queueUserToken(tx: Prisma.TransactionClient, userId: string, purpose: UserTokenPurpose) {
  const token = await createUserToken(tx, userId, purpose);
  await enqueueJob(tx, sendUserTokenJob, { tokenId: token.id }, { jobKey: `user-token:${token.id}` });
  return token;
}

// The link's row without its secret, which the sender mints; earlier links of the same purpose end here.
export async function createUserToken(tx: Prisma.TransactionClient, userId: string, purpose: UserTokenPurpose) {
  await revokeUserTokens(tx, userId, purpose);
  return tx.userToken.create({ data: { userId, purpose, expiresAt: new Date(Date.now() + tokenLifetimeMs(purpose)) } });
}

// Live links end at once; invitations Clerk sent are revoked there after the commit.
export async function revokeUserTokens(tx: Prisma.TransactionClient, userId: string, purpose?: UserTokenPurpose) {
  const live = { userId, ...(purpose ? { purpose } : {}), usedAt: null, revokedAt: null };
  const atClerk = await tx.userToken.findMany({
    where: { ...live, clerkInvitationId: { not: null } },
    select: { clerkInvitationId: true },
  });
  const { count } = await tx.userToken.updateMany({ where: live, data: { revokedAt: new Date() } });
  for (const { clerkInvitationId } of atClerk) {
    await enqueueJob(
      tx,
      revokeClerkInvitationJob,
      { invitationId: clerkInvitationId as string },
      { jobKey: `clerk-invitation-revoke:${clerkInvitationId}` },
    );
  }
  return count;
}
