import type Stripe from "stripe";
import type { Prisma } from "../db/generated/client";
import type { BillingStatus } from "../db/generated/enums";
import { setTenantBilling } from "./set-tenant-billing";

const STATUS: Record<Stripe.Subscription.Status, BillingStatus> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "unpaid",
  canceled: "canceled",
  incomplete: "past_due",
  incomplete_expired: "canceled",
  paused: "past_due",
};

const idOf = (value: string | { id: string } | null) => (typeof value === "string" ? value : (value?.id ?? ""));

// The plan name: the subscription's metadata, else the price's lookup key or nickname.
function planOf(subscription: Stripe.Subscription): string | undefined {
  const price = subscription.items?.data?.[0]?.price;
  return subscription.metadata?.plan || price?.lookup_key || price?.nickname || price?.id || undefined;
}

// customer.subscription.created / updated / deleted: the tenant's plan and billing status follow the subscription.
export async function applySubscriptionEvent(tx: Prisma.TransactionClient, event: Stripe.Event): Promise<void> {
  const subscription = event.data.object as Stripe.Subscription;
  const deleted = event.type === "customer.subscription.deleted";
  await setTenantBilling(tx, {
    customerId: idOf(subscription.customer),
    eventCreated: event.created,
    billingStatus: deleted ? "canceled" : (STATUS[subscription.status] ?? "past_due"),
    plan: deleted ? "free" : planOf(subscription),
    tenantIdHint: subscription.metadata?.tenantId,
  });
}
