import type { UserTokenPurpose } from "../db/generated/enums";
import type { Mail } from "../mail/send-mail";
import { publicAppUrl } from "../mail/mail-settings";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const setPasswordLink = (secret: string): string =>
  `${publicAppUrl()}/set-password?token=${encodeURIComponent(secret)}`;

// The invitation or reset message: a plain-text body with the link on a line of its own, and the same as HTML.
export function composeTokenMail(input: {
  to: string;
  name: string;
  organization: string | null;
  purpose: UserTokenPurpose;
  secret: string;
  expiresAt: Date;
}): Mail {
  const link = setPasswordLink(input.secret);
  const where = input.organization ? ` for ${input.organization}` : "";
  const until = input.expiresAt.toUTCString();
  const invitation = input.purpose === "invitation";
  const subject = invitation ? `You're invited to Gatehouse${where}` : "Reset your Gatehouse password";
  const lead = invitation
    ? `You have been invited to Gatehouse${where}. Choose a password to sign in:`
    : "Someone asked to reset the password of your Gatehouse account. If it was you, choose a new password:";
  const tail = invitation
    ? `The link works once, until ${until}.`
    : `The link works once, until ${until}, and signs you out everywhere else. If you did not ask, ignore this mail.`;
  const text = `Hello ${input.name},\n\n${lead}\n\n${link}\n\n${tail}\n`;
  const html = `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${invitation ? "Set your password" : "Reset your password"}</a></p><p>${escapeHtml(tail)}</p>`;
  return { to: input.to, subject, text, html, link };
}
