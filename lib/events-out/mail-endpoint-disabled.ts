import { db } from "../db/client";
import { publicAppUrl } from "../mail/mail-settings";
import { sendMail } from "../mail/send-mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Tells one owner which endpoint stopped and why; nothing if it was enabled again or the owner left meanwhile.
export async function mailEndpointDisabled(endpointId: string, userId: string): Promise<"sent" | "logged" | "skipped"> {
  const [endpoint, owner] = await Promise.all([
    db().webhookEndpoint.findUnique({ where: { id: endpointId }, include: { tenant: { select: { name: true } } } }),
    db().user.findUnique({ where: { id: userId } }),
  ]);
  if (!endpoint || endpoint.enabled || !owner || owner.tenantId !== endpoint.tenantId) return "skipped";
  if (owner.role !== "owner" || owner.status !== "active" || owner.deactivatedAt) return "skipped";
  const link = `${publicAppUrl()}/admin/webhooks`;
  const lead = `Gatehouse disabled the webhook endpoint ${endpoint.url} of ${endpoint.tenant.name}: ${endpoint.disabledReason ?? "every delivery failed"}.`;
  const tail = "Its events are no longer sent. Fix the receiver, then enable the endpoint again on the Webhooks page:";
  return sendMail({
    to: owner.email,
    subject: `Webhook endpoint disabled: ${endpoint.url}`,
    text: `Hello ${owner.name},\n\n${lead}\n\n${tail}\n\n${link}\n`,
    html: `<p>Hello ${escapeHtml(owner.name)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(tail)}</p><p><a href="${escapeHtml(link)}">Webhooks</a></p>`,
    link,
  });
}
