import { clerkConfigured } from "../config/clerk-settings";
import { db } from "../db/client";
import { sendMail } from "../mail/send-mail";
import { composeTokenMail } from "./compose-token-mail";
import { sendClerkInvitation } from "./send-clerk-invitation";
import { mintTokenSecret } from "./token-secret";

// Mints the link's secret only now, stores its hash, then mails it; a link ended or used meanwhile is not sent. A link
// once mailed is not mailed again: a retry would need a new secret, and that would break the link already delivered.
export async function sendUserToken(tokenId: string): Promise<"sent" | "logged" | "clerk" | "skipped"> {
  const token = await db().userToken.findUnique({
    where: { id: tokenId },
    include: {
      user: {
        select: { email: true, name: true, status: true, deactivatedAt: true, tenant: { select: { name: true } } },
      },
    },
  });
  if (!token || token.usedAt || token.revokedAt || token.sentAt || token.expiresAt <= new Date()) return "skipped";
  if (token.user.status === "suspended" || token.user.deactivatedAt) return "skipped";
  if (token.purpose === "invitation" && clerkConfigured())
    return sendClerkInvitation(token.id, { id: token.userId, email: token.user.email });
  const { secret, hash } = mintTokenSecret();
  const { count } = await db().userToken.updateMany({
    where: { id: tokenId, usedAt: null, revokedAt: null, sentAt: null },
    data: { tokenHash: hash },
  });
  if (!count) return "skipped";
  const { user } = token;
  const outcome = await sendMail(
    composeTokenMail({
      to: user.email,
      name: user.name,
      organization: user.tenant?.name ?? null,
      purpose: token.purpose,
      secret,
      expiresAt: token.expiresAt,
    }),
  );
  await db().userToken.updateMany({ where: { id: tokenId, tokenHash: hash }, data: { sentAt: new Date() } });
  return outcome;
}
