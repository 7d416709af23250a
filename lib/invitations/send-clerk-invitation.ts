import { createClerkClient } from "@clerk/backend";
import { config } from "../config/read-config";
import { db } from "../db/client";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { publicAppUrl } from "../mail/mail-settings";

function clerkClient() {
  const { CLERK_SECRET_KEY, CLERK_API_URL } = config();
  return createClerkClient({ secretKey: CLERK_SECRET_KEY, ...(CLERK_API_URL ? { apiUrl: CLERK_API_URL } : {}) });
}

// With Clerk, Clerk mails the invitation and the user signs up there; the id is kept to revoke it later.
export async function sendClerkInvitation(tokenId: string, user: { id: string; email: string }): Promise<"clerk"> {
  assertOutsideTransaction("A Clerk invitation");
  const invitation = await clerkClient().invitations.createInvitation({
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
  await clerkClient().invitations.revokeInvitation(invitationId);
}
