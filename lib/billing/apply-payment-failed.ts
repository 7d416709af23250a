import type Stripe from "stripe";
import type { Prisma } from "../db/generated/client";
import { setTenantBilling } from "./set-tenant-billing";
import { customerIdOf, stripeBillingEvent } from "./stripe-schemas";

// invoice.payment_failed: the tenant is past due; the plan stays as it was.
export async function applyPaymentFailed(tx: Prisma.TransactionClient, event: Stripe.Event): Promise<void> {
  const { created, data } = stripeBillingEvent.parse(event);
  await setTenantBilling(tx, {
    customerId: customerIdOf(data.object.customer),
    eventCreated: created,
    billingStatus: "past_due",
  });
}
