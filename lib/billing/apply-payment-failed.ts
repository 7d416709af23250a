import type Stripe from "stripe";
import type { Prisma } from "../db/generated/client";
import { setTenantBilling } from "./set-tenant-billing";

// invoice.payment_failed: the tenant is past due; the plan stays as it was.
export async function applyPaymentFailed(tx: Prisma.TransactionClient, event: Stripe.Event): Promise<void> {
  const invoice = event.data.object as Stripe.Invoice;
  const customer = typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? "");
  await setTenantBilling(tx, { customerId: customer, eventCreated: event.created, billingStatus: "past_due" });
}
