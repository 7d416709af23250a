import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-database";
import { postClerk, postStripe } from "./testing/provider-clients";
import { clerkCorpus, stripeCorpus, telnyxCorpus } from "./testing/provider-corpus";
import { startWebhookTestServer, type WebhookTestServer } from "./testing/start-webhook-test-server";
import { postTelnyx } from "./testing/telnyx-client";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";

let gateway: WebhookTestServer;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
}, 120_000);

afterAll(async () => gateway?.stop());

const post = {
  telnyx: (event: unknown) => postTelnyx(gateway, event),
  stripe: (event: unknown) => postStripe(gateway, event),
  clerk: (event: unknown) =>
    postClerk(gateway, event, { messageId: `msg_${(event as { data: { id: string } }).data.id}` }),
};

describe.each([
  ["telnyx", telnyxCorpus],
  ["stripe", stripeCorpus],
  ["clerk", clerkCorpus],
] as const)("every genuine %s event is acknowledged, also when redelivered", (provider, corpus) => {
  it.each(corpus.map((entry) => [entry.name, entry] as const))("%s", async (_, entry) => {
    const event = entry.event();
    const first = await post[provider](event);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await post[provider](event);
    expect(again.status).toBe(200);
    expect(again.duplicate).toBe(true);
  });
});

describe("stored Telnyx events", () => {
  it("are each applied by the telnyx.events job, which leaves none failed or waiting", async () => {
    const events = telnyxCorpus.map((entry) => entry.event() as { data: { id: string } });
    for (const event of events) expect((await postTelnyx(gateway, event)).status).toBe(200);
    await gateway.runJobs();
    const stored = await testDatabase().webhookEvent.findMany({
      where: { sender: "telnyx", eventId: { in: events.map((event) => event.data.id) } },
    });
    expect(stored).toHaveLength(events.length);
    expect(stored.filter((event) => event.processedAt === null)).toEqual([]);
    expect(await readQueuedJobs(testDatabase(), ["telnyx.events"], gateway.jobsSchema)).toEqual([]);
  });
});

describe("carrier numbers are stored in E.164", () => {
  it("Telnyx's dashed from and to are stored as +12025550133 and the property's E.164 number", async () => {
    const database = testDatabase();
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    const tenant = await database.tenant.create({
      data: { name: "E164", slug: `e164-${digits}-${Date.now().toString(36)}` },
    });
    await database.property.create({
      data: { tenantId: tenant.id, name: "Dashed", address: "1 Dash Road", phoneNumber: `+1303${digits}` },
    });
    const event = telnyxCorpus[0].event() as { data: { payload: { call_control_id: string; to: string } } };
    event.data.payload.to = `+1-303-${digits.slice(0, 3)}-${digits.slice(3)}`;
    expect((await postTelnyx(gateway, event)).status).toBe(200);
    await gateway.runJobs();
    const call = await database.call.findFirstOrThrow({ where: { carrierCallId: event.data.payload.call_control_id } });
    expect(call).toMatchObject({ from: "+12025550133", to: `+1303${digits}` });
  });
});
