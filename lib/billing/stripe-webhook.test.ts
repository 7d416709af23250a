import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { postStripe, stripeEvent } from "../webhooks/testing/provider-clients";
import {
  startWebhookTestServer,
  storedEvents,
  type WebhookTestServer,
} from "../webhooks/testing/start-webhook-test-server";

let gateway: WebhookTestServer;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
}, 120_000);

afterAll(async () => gateway?.stop());

async function billedTenant() {
  const suffix = uniqueSuffix();
  const customer = `cus_${suffix}`;
  const tenant = await testDatabase().tenant.create({
    data: { name: `Billed ${suffix}`, slug: `billed-${suffix}`, stripeCustomerId: customer },
  });
  return { id: tenant.id, customer };
}

const subscription = (customer: string, status: string, plan: string) => ({
  id: `sub_${uniqueSuffix()}`,
  object: "subscription",
  customer,
  status,
  metadata: {},
  items: { object: "list", data: [{ id: "si_1", price: { id: "price_1", lookup_key: plan, nickname: null } }] },
});

const billing = async (id: string) =>
  testDatabase().tenant.findUniqueOrThrow({
    where: { id },
    select: { plan: true, billingStatus: true, billingUpdatedAt: true },
  });

describe("Stripe webhook", () => {
  it("follows a subscription from created through updated to deleted, and a failed payment", async () => {
    const tenant = await billedTenant();
    const now = Math.floor(Date.now() / 1000);
    expect(
      (
        await postStripe(
          gateway,
          stripeEvent("customer.subscription.created", subscription(tenant.customer, "trialing", "pro"), now - 30),
        )
      ).status,
    ).toBe(200);
    expect(await billing(tenant.id)).toMatchObject({ plan: "pro", billingStatus: "trialing" });
    await postStripe(
      gateway,
      stripeEvent("customer.subscription.updated", subscription(tenant.customer, "active", "enterprise"), now - 20),
    );
    expect(await billing(tenant.id)).toMatchObject({ plan: "enterprise", billingStatus: "active" });
    await postStripe(
      gateway,
      stripeEvent("invoice.payment_failed", { id: "in_1", object: "invoice", customer: tenant.customer }, now - 10),
    );
    expect(await billing(tenant.id)).toMatchObject({ plan: "enterprise", billingStatus: "past_due" });
    await postStripe(
      gateway,
      stripeEvent("customer.subscription.deleted", subscription(tenant.customer, "canceled", "enterprise"), now),
    );
    expect(await billing(tenant.id)).toMatchObject({
      plan: "free",
      billingStatus: "canceled",
      billingUpdatedAt: new Date(now * 1000),
    });
  });

  it("does not let an older event overwrite newer state, though it is stored", async () => {
    const tenant = await billedTenant();
    const now = Math.floor(Date.now() / 1000);
    await postStripe(
      gateway,
      stripeEvent("customer.subscription.updated", subscription(tenant.customer, "active", "pro"), now),
    );
    const older = stripeEvent(
      "customer.subscription.deleted",
      subscription(tenant.customer, "canceled", "pro"),
      now - 60,
    );
    expect((await postStripe(gateway, older)).status).toBe(200);
    expect(await billing(tenant.id)).toMatchObject({ plan: "pro", billingStatus: "active" });
    expect(await testDatabase().webhookEvent.count({ where: { sender: "stripe", eventId: older.id } })).toBe(1);
  });

  it("links a first subscription to the tenant named in its metadata", async () => {
    const suffix = uniqueSuffix();
    const tenant = await testDatabase().tenant.create({ data: { name: `New ${suffix}`, slug: `new-${suffix}` } });
    const object = { ...subscription(`cus_${suffix}`, "active", "starter"), metadata: { tenantId: tenant.id } };
    await postStripe(gateway, stripeEvent("customer.subscription.created", object));
    expect(await testDatabase().tenant.findUnique({ where: { id: tenant.id } })).toMatchObject({
      stripeCustomerId: `cus_${suffix}`,
      plan: "starter",
      billingStatus: "active",
    });
  });

  it("refuses forged, too-old, tampered and unsigned events with 401 and stores nothing", async () => {
    const tenant = await billedTenant();
    const event = stripeEvent("customer.subscription.updated", subscription(tenant.customer, "canceled", "free"));
    const attempts = [
      await postStripe(gateway, event, { secret: "whsec_not_the_secret" }),
      await postStripe(gateway, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await postStripe(gateway, event, { sendBody: JSON.stringify(event).replace("canceled", "active") }),
      await postStripe(gateway, event, { omitHeader: true }),
      // A second t=, signed over an hour ahead: Stripe's SDK checks the signature with one, the future check reads each.
      await postStripe(gateway, event, {
        timestamp: Math.floor(Date.now() / 1000) + 3600,
        header: (signed) => `t=${Math.floor(Date.now() / 1000)},${signed}`,
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.body?.error?.code).toBe("INVALID_SIGNATURE");
    }
    expect(await storedEvents("stripe", event.id)).toBe(0);
    expect(await billing(tenant.id)).toMatchObject({ plan: "free", billingStatus: "none", billingUpdatedAt: null });
  });

  it("answers a correctly signed body that is not a usable event with a 4xx, never a 5xx", async () => {
    const bodies: unknown[] = [
      "just a string",
      [1, 2],
      { id: `evt_${uniqueSuffix()}`, type: "customer.subscription.updated", data: { object: { customer: 42 } } },
      null,
      { ...stripeEvent("customer.subscription.updated", {}), data: undefined },
      stripeEvent("customer.subscription.updated", { customer: "cus_x", status: "active" }, "yesterday" as never),
      stripeEvent("customer.subscription.updated", { customer: "cus_x", status: "active" }, 1e20),
      stripeEvent("customer.subscription.updated", {
        customer: "cus_x",
        status: "active",
        metadata: { plan: { a: 1 } },
      }),
      stripeEvent("invoice.payment_failed", { customer: "cus_x" }, -5),
    ];
    for (const body of bodies) {
      const answer = await postStripe(gateway, body);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      if (answer.status >= 400) expect(answer.body?.error?.code).toEqual(expect.any(String));
    }
  });

  it("applies an event once when it is redelivered or delivered in a race", async () => {
    const tenant = await billedTenant();
    const event = stripeEvent("customer.subscription.created", subscription(tenant.customer, "active", "pro"));
    const answers = await Promise.all(Array.from({ length: 6 }, () => postStripe(gateway, event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const again = await postStripe(gateway, event);
    expect(again).toMatchObject({ status: 200, duplicate: true, body: { received: true } });
    expect(await testDatabase().webhookEvent.count({ where: { sender: "stripe", eventId: event.id } })).toBe(1);
    expect(await billing(tenant.id)).toMatchObject({ plan: "pro", billingStatus: "active" });
  });
});
