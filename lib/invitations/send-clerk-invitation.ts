import { clerkBackend } from "../clerk/clerk-backend";
import { db } from "../db/client";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { publicAppUrl } from "../mail/mail-settings";

// With Clerk, Clerk mails the invitation and the user signs up there; the id is kept to revoke it later.
export async function sendClerkInvitation(tokenId: string, user: { id: string; email: string }): Promise<"clerk"> {
  assertOutsideTransaction("A Clerk invitation");
  const invitation = await clerkBackend().invitations.createInvitation({
    emailAddress: user.email,
    redirectUrl: `${publicAppUrl()}/portal/sign-in`,
    publicMetadata: { gatehouseUserId: user.id },
    notify: true,
    ignoreExisting: true,
  });
  const { count } = await db().userToken.updateMany({
    where: { id: tokenId, revokedAt: null },
    data: { clerkInvitationId: invitation.id, sentAt: new Date() },
  });
  // Withdrawn while Clerk was being asked: take it back there too.
  if (!count) await revokeClerkInvitation(invitation.id);
  return "clerk";
}

export async function revokeClerkInvitation(invitationId: string): Promise<void> {
  assertOutsideTransaction("Revoking a Clerk invitation");
  await clerkBackend().invitations.revokeInvitation(invitationId);
}
