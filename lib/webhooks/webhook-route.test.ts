import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { MAX_BODY_BYTES } from "../http/read-json-body";
import { invalidSignature } from "./invalid-signature";
import { webhookRoute } from "./webhook-route";

type Delivery = { id: string; tenantSlug: string };

// A test intake: the "signature" is a header equal to "ok"; the effect creates a tenant, and can be made to fail.
function testRoute(failures: { left: number }) {
  return webhookRoute<Delivery>({
    sender: "stripe",
    mediaType: "application/json",
    verify: (raw, request) => {
      if (request.headers.get("x-test-signature") !== "ok") throw invalidSignature();
      const event = JSON.parse(raw.toString("utf8")) as Delivery;
      return { id: event.id, type: "test.event", event };
    },
    apply: async (tx, { event }) => {
      await tx.tenant.create({ data: { name: "Webhook effect", slug: event.tenantSlug } });
      if (failures.left-- > 0) throw new Error("the effect failed half way");
      return { contentType: "text/plain", body: `applied ${event.id}` };
    },
  });
}

const deliver = (route: ReturnType<typeof testRoute>, body: string, signature = "ok", type = "application/json") =>
  route(
    new Request("http://localhost/api/webhooks/test", {
      method: "POST",
      body,
      headers: { "x-test-signature": signature, "content-type": type },
    }),
  );

const stored = (id: string) =>
  testDatabase().webhookEvent.findUnique({ where: { sender_eventId: { sender: "stripe", eventId: id } } });
const tenants = (slug: string) => testDatabase().tenant.count({ where: { slug } });

describe("webhookRoute", () => {
  beforeAll(() => void testDatabase());

  it("refuses a bad signature with 401 INVALID_SIGNATURE before parsing, and stores nothing", async () => {
    const response = await deliver(testRoute({ left: 0 }), "not even json", "forged");
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("INVALID_SIGNATURE");
  });

  it("refuses a signed body declared as another type or charset with 415, and stores nothing", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", ""]) {
      const id = `evt_type_${uniqueSuffix()}`;
      const slug = `wh-${uniqueSuffix()}`;
      const response = await deliver(testRoute({ left: 0 }), JSON.stringify({ id, tenantSlug: slug }), "ok", type);
      expect(response.status, type).toBe(415);
      expect((await response.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(await stored(id)).toBeNull();
      expect(await tenants(slug)).toBe(0);
    }
    const forged = await deliver(testRoute({ left: 0 }), "{}", "forged", "text/plain");
    expect(forged.status).toBe(401);
    const declared = await deliver(
      testRoute({ left: 0 }),
      JSON.stringify({ id: `evt_type_${uniqueSuffix()}`, tenantSlug: `wh-${uniqueSuffix()}` }),
      "ok",
      "application/json; charset=UTF-8",
    );
    expect(declared.status).toBe(200);
  });

  it("refuses a body over 1 MiB with 413 before verifying it", async () => {
    const response = await deliver(testRoute({ left: 0 }), "x".repeat(MAX_BODY_BYTES + 1));
    expect(response.status).toBe(413);
  });

  it("answers 5xx when the effect fails, keeps neither event nor effect, and the retry completes the work", async () => {
    const id = `evt_fail_${uniqueSuffix()}`;
    const slug = `wh-${uniqueSuffix()}`;
    const route = testRoute({ left: 1 });
    const failed = await deliver(route, JSON.stringify({ id, tenantSlug: slug }));
    expect(failed.status).toBe(500);
    expect(await stored(id)).toBeNull();
    expect(await tenants(slug)).toBe(0);
    const retried = await deliver(route, JSON.stringify({ id, tenantSlug: slug }));
    expect(retried.status).toBe(200);
    expect(await retried.text()).toBe(`applied ${id}`);
    expect(await stored(id)).toMatchObject({
      type: "test.event",
      reply: { contentType: "text/plain", body: `applied ${id}` },
    });
    expect((await stored(id))?.processedAt).not.toBeNull();
    expect(await tenants(slug)).toBe(1);
  });

  it("applies racing and repeated deliveries once and answers each with the first answer", async () => {
    const id = `evt_race_${uniqueSuffix()}`;
    const slug = `wh-${uniqueSuffix()}`;
    const route = testRoute({ left: 0 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => deliver(route, JSON.stringify({ id, tenantSlug: slug }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.headers.get("x-webhook-duplicate") === "true")).toHaveLength(9);
    expect(new Set(await Promise.all(responses.map((response) => response.text())))).toEqual(
      new Set([`applied ${id}`]),
    );
    expect(await tenants(slug)).toBe(1);
  });

  it("applies at most 10 events at once per process; the rest wait their turn and are applied too", async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const route = webhookRoute<Delivery>({
      sender: "stripe",
      mediaType: "application/json",
      verify: (raw) => {
        const event = JSON.parse(raw.toString("utf8")) as Delivery;
        return { id: event.id, type: "test.event", event };
      },
      apply: async (_tx, { event }) => {
        most = Math.max(most, ++running);
        await gate;
        running--;
        return { contentType: "text/plain", body: `applied ${event.id}` };
      },
    });
    const ids = Array.from({ length: 14 }, () => `evt_burst_${uniqueSuffix()}`);
    const answers = ids.map((id) => deliver(route, JSON.stringify({ id, tenantSlug: "unused" })));
    await expect.poll(() => running).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(most).toBe(10);
    release();
    const responses = await Promise.all(answers);
    expect(responses.map((response) => response.status)).toEqual(Array(14).fill(200));
    expect(await Promise.all(responses.map((response) => response.text()))).toEqual(ids.map((id) => `applied ${id}`));
  });
});
