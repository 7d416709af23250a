import type { Prisma } from "../db/generated/client";
import type { BillingStatus } from "../db/generated/enums";

export type BillingChange = {
  customerId: string;
  eventCreated: number;
  billingStatus: BillingStatus;
  plan?: string;
  tenantIdHint?: string;
};

// Applies a billing change unless a newer Stripe event was already applied; the row update itself compares, so racing events cannot reorder.
export async function setTenantBilling(tx: Prisma.TransactionClient, change: BillingChange): Promise<boolean> {
  const at = new Date(change.eventCreated * 1000);
  let tenant = await tx.tenant.findUnique({ where: { stripeCustomerId: change.customerId }, select: { id: true } });
  if (!tenant && change.tenantIdHint) {
    // A first subscription names its tenant in metadata; the customer id is linked then.
    const linked = await tx.tenant.updateMany({
      where: { id: change.tenantIdHint, stripeCustomerId: null },
      data: { stripeCustomerId: change.customerId },
    });
    if (linked.count) tenant = { id: change.tenantIdHint };
  }
  if (!tenant) return false;
  const updated = await tx.tenant.updateMany({
    where: { id: tenant.id, OR: [{ billingUpdatedAt: null }, { billingUpdatedAt: { lte: at } }] },
    data: { billingStatus: change.billingStatus, billingUpdatedAt: at, ...(change.plan ? { plan: change.plan } : {}) },
  });
  return updated.count > 0;
}
