import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../http/json-depth";
import { testDatabase } from "../testing/test-database";
import { clerkEvent, postClerk, postStripe, stripeEvent } from "./testing/provider-clients";
import { startWebhookTestServer, storedEvents, type WebhookTestServer } from "./testing/start-webhook-test-server";
import { postTelnyx, telnyxEvent } from "./testing/telnyx-client";

let gateway: WebhookTestServer;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
}, 120_000);

afterAll(async () => gateway?.stop());

// A genuine-looking envelope whose one field holds 100,000 nested arrays.
const deep = (envelope: string) => envelope.replace('"DEEP"', `${"[".repeat(100_000)}${"]".repeat(100_000)}`);

describe("a signed body nested 100,000 deep answers 400, is stored nowhere, and never 5xx", () => {
  it("Stripe", async () => {
    const event = stripeEvent("customer.updated", { id: "cus_deep", object: "customer", metadata: "DEEP" });
    const raw = deep(JSON.stringify(event));
    const answer = await postStripe(gateway, null, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.code).toBe("VALIDATION_ERROR");
    expect(await storedEvents("stripe", event.id)).toBe(0);
  });

  it("Clerk (Svix)", async () => {
    const raw = deep(
      JSON.stringify({
        type: "user.updated",
        object: "event",
        data: { id: "user_deep", nested: "DEEP" },
        timestamp: Date.now(),
      }),
    );
    const answer = await postClerk(gateway, null, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.code).toBe("VALIDATION_ERROR");
  });

  it("Telnyx", async () => {
    const raw = deep(
      JSON.stringify(telnyxEvent("call.initiated", { call_control_id: `v3:${randomUUID()}`, custom_headers: "DEEP" })),
    );
    const answer = await postTelnyx(gateway, null, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.code).toBe("VALIDATION_ERROR");
  });

  it("a body just within the depth limit is still accepted", async () => {
    const nested = `${"[".repeat(MAX_JSON_DEPTH - 4)}${"]".repeat(MAX_JSON_DEPTH - 4)}`;
    const raw = JSON.stringify(
      stripeEvent("customer.updated", { id: "cus_ok", object: "customer", metadata: "DEEP" }),
    ).replace('"DEEP"', nested);
    expect((await postStripe(gateway, null, { raw })).status).toBe(200);
  });
});

describe("signature timestamps more than five minutes ahead are refused like late ones", () => {
  const hourAhead = () => Math.floor(Date.now() / 1000) + 3600;

  it("Stripe", async () => {
    const future = await postStripe(
      gateway,
      stripeEvent("customer.updated", { id: "cus_future", object: "customer" }),
      { timestamp: hourAhead() },
    );
    expect(future.status).toBe(401);
    expect(future.body?.error?.code).toBe("INVALID_SIGNATURE");
    const late = await postStripe(gateway, stripeEvent("customer.updated", { id: "cus_late", object: "customer" }), {
      timestamp: hourAhead() - 7200,
    });
    expect(late.status).toBe(401);
  });

  it("Clerk (Svix)", async () => {
    const future = await postClerk(
      gateway,
      { type: "user.updated", object: "event", data: { id: "user_future" } },
      { at: new Date(hourAhead() * 1000) },
    );
    expect(future.status).toBe(401);
  });

  it("Telnyx", async () => {
    const future = await postTelnyx(gateway, telnyxEvent("call.hangup", { call_control_id: `v3:${randomUUID()}` }), {
      timestamp: hourAhead(),
    });
    expect(future.status).toBe(401);
  });
});

describe("signed Telnyx deliveries the database or the job queue would refuse", () => {
  it("a NUL in a payload string answers 400 and stores nothing", async () => {
    const leg = `v3:${randomUUID()}`;
    const answer = await postTelnyx(
      gateway,
      telnyxEvent("call.hangup", { call_control_id: leg, hangup_cause: "a\u0000b" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.code).toBe("VALIDATION_ERROR");
    expect(await storedEvents("telnyx", leg)).toBe(0);
  });

  it("bytes that are not UTF-8 in the event's id answer 400 and store nothing, rather than read as U+FFFD", async () => {
    const event = telnyxEvent("call.hangup", { call_control_id: `v3:${randomUUID()}` });
    const id = event.data.id;
    const [before, after] = JSON.stringify(event).split(id);
    const raw = Buffer.concat([Buffer.from(before), Buffer.from(id), Buffer.from([0xc3, 0x28]), Buffer.from(after)]);
    const answer = await postTelnyx(gateway, null, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.code).toBe("VALIDATION_ERROR");
    expect(await storedEvents("telnyx", id)).toBe(0);
  });

  it("a call id longer than a job queue's name is stored, queued under its digest, and applied", async () => {
    const event = telnyxEvent("call.hangup", { call_control_id: `v3:${"x".repeat(5_000)}` });
    expect((await postTelnyx(gateway, event)).status).toBe(200);
    await gateway.runJobs();
    const stored = await testDatabase().webhookEvent.findUniqueOrThrow({
      where: { sender_eventId: { sender: "telnyx", eventId: event.data.id } },
    });
    expect(stored.processedAt).not.toBeNull();
  });
});

// Random text: PostgreSQL compresses a repeated letter below its index's row size, so it would not reach the limit.
const randomText = (length: number) => randomBytes(length).toString("base64url").slice(0, length);

describe("signed deliveries with values too long for an index answer 400 and store nothing", () => {
  it("a Stripe event id of 6,000 characters", async () => {
    const event = { ...stripeEvent("ping", { id: "cus_long", object: "customer" }), id: `evt_${randomText(6000)}` };
    const answer = await postStripe(gateway, event);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: "VALIDATION_ERROR", details: [{ field: "id", issue: "must be at most 255 characters" }] },
    });
    expect(await storedEvents("stripe", event.id.slice(0, 40))).toBe(0);
  });

  it("a Clerk message id of 6,000 characters, and a new user's email of 6,000", async () => {
    const id = `msg_${randomText(6000)}`;
    const ping = await postClerk(gateway, clerkEvent("user.deleted", { id: "user_gone", deleted: true }), {
      messageId: id,
    });
    expect(ping.status).toBe(400);
    const email = `${randomText(6000)}@clerk.test`;
    const user = clerkEvent("user.created", {
      id: `user_${randomUUID()}`,
      object: "user",
      first_name: "Long",
      last_name: "Mail",
      email_addresses: [{ id: "idn_long", email_address: email }],
      primary_email_address_id: "idn_long",
      phone_numbers: [],
      public_metadata: {},
    });
    const created = await postClerk(gateway, user);
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body?.error?.code).toBe("VALIDATION_ERROR");
    expect(await testDatabase().user.count({ where: { email } })).toBe(0);
  });
});
