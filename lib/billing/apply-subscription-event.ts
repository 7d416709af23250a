import type Stripe from "stripe";
import type { Prisma } from "../db/generated/client";
import type { BillingStatus } from "../db/generated/enums";
import { setTenantBilling } from "./set-tenant-billing";
import { customerIdOf, stripeBillingEvent, type StripeBillingEvent } from "./stripe-schemas";

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

type Subscription = StripeBillingEvent["data"]["object"];

// The plan name: the subscription's metadata, else the price's lookup key or nickname.
function planOf(subscription: Subscription): string | undefined {
  const price = subscription.items?.data?.[0]?.price;
  return subscription.metadata?.plan || price?.lookup_key || price?.nickname || price?.id || undefined;
}

const billingStatusOf = (status: string | undefined): BillingStatus =>
  status && Object.hasOwn(STATUS, status) ? STATUS[status as Stripe.Subscription.Status] : "past_due";

// customer.subscription.created / updated / deleted: the tenant's plan and billing status follow the subscription.
export async function applySubscriptionEvent(tx: Prisma.TransactionClient, event: Stripe.Event): Promise<void> {
  const { created, data } = stripeBillingEvent.parse(event);
  const subscription = data.object;
  const deleted = event.type === "customer.subscription.deleted";
  await setTenantBilling(tx, {
    customerId: customerIdOf(subscription.customer),
    eventCreated: created,
    billingStatus: deleted ? "canceled" : billingStatusOf(subscription.status),
    plan: deleted ? "free" : planOf(subscription),
    tenantIdHint: subscription.metadata?.tenantId,
  });
}
