import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { startSmtpStandIn } from "../mail/testing/start-smtp-stand-in";
import { adminFetch, createTestKey } from "../testing/admin-client";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { attemptDelivery } from "./attempt-delivery";
import { checkWebhookUrl } from "./check-webhook-url";
import { postWebhook } from "./post-webhook";
import { mailEndpointDisabledJob } from "./mail-endpoint-disabled-job";
import { deliverDueWebhooks } from "./testing/deliver-due-webhooks";
import { startWebhookReceiver } from "./testing/start-webhook-receiver";
import { tenantWithReceiver as tenantWithFreshReceiver } from "./testing/tenant-with-receiver";

const receivers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

const tenantWithReceiver = (statuses: number[] = [200], eventTypes?: string[]) =>
  tenantWithFreshReceiver(receivers, { statuses }, eventTypes);

const unlock = (key: string, deviceId: string) => adminFetch(key, "POST", `/api/admin/devices/${deviceId}/unlock`);

describe("webhooks to customers' systems", () => {
  it("delivers a door opening signed by Standard Webhooks, verified by the standardwebhooks package", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const opened = await unlock(key, ids.deviceId);
    expect(opened.status).toBe(201);
    await deliverDueWebhooks([endpoint.id]);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery.verified).toBe(true);
    expect(delivery.headers["webhook-id"]).toMatch(/^evt_/);
    expect(Math.abs(Number(delivery.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.payload).toMatchObject({
      type: "door.opened",
      data: { accessEvent: { id: opened.body.data.accessEvent.id, deviceId: ids.deviceId, result: "granted" } },
    });
    // The secret is never shown again, and a forged signature does not verify.
    expect(
      (await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}`)).body.data.webhookEndpoint.secret,
    ).toBeUndefined();
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("retries a 503 with the same webhook-id and logs both attempts", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver([503, 200]);
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    const afterFirst = await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(afterFirst.body.deliveries[0]).toMatchObject({ status: "pending", attempt: 1, statusCode: 503 });
    const nextRetryAt = new Date(afterFirst.body.deliveries[0].nextRetryAt).getTime();
    expect(nextRetryAt).toBeGreaterThan(Date.now());

    vi.useFakeTimers({ toFake: ["Date"], now: nextRetryAt + 1 });
    await deliverDueWebhooks([endpoint.id]);
    vi.useRealTimers();

    expect(receiver.received.map((request) => request.headers["webhook-id"])).toEqual([
      receiver.received[0].headers["webhook-id"],
      receiver.received[0].headers["webhook-id"],
    ]);
    expect(receiver.received.every((request) => request.verified)).toBe(true);
    const log = await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ total: 1, limit: 50, offset: 0 });
    expect(log.body.deliveries[0]).toMatchObject({
      eventType: "door.opened",
      status: "succeeded",
      attempt: 2,
      statusCode: 200,
      nextRetryAt: null,
    });
    expect(log.body.deliveries[0].attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([
      503, 200,
    ]);
    expect(log.body.deliveries[0].attempts[0].responseBody).toBe("not now");
  });

  it("keeps the first failure's time until a delivery succeeds, and writes a healthy endpoint's row only on change", async () => {
    const { ids, key, endpoint } = await tenantWithReceiver([200, 503, 503, 200]);
    const row = () =>
      testDatabase().webhookEndpoint.findUniqueOrThrow({
        where: { id: endpoint.id },
        select: { failingSince: true, updatedAt: true },
      });
    const deliverOne = async () => {
      expect((await unlock(key, ids.deviceId)).status).toBe(201);
      await deliverDueWebhooks([endpoint.id]);
      return row();
    };
    const created = await row();
    // A delivery to a healthy endpoint leaves its row as it was: concurrent deliveries would queue on it.
    expect(await deliverOne()).toEqual(created);
    const firstFailure = await deliverOne();
    expect(firstFailure.failingSince).toBeInstanceOf(Date);
    expect((await deliverOne()).failingSince).toEqual(firstFailure.failingSince);
    expect((await deliverOne()).failingSince).toBeNull();
  });

  it("disables an endpoint that fails for 3 days, and stops its deliveries", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver([500]);
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    expect(
      (await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}`)).body.data.webhookEndpoint,
    ).toMatchObject({ enabled: true, failingSince: expect.any(String) });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000 });
    await deliverDueWebhooks([endpoint.id]);
    vi.useRealTimers();

    const after = (await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}`)).body.data
      .webhookEndpoint;
    expect(after).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/3 days.*HTTP 500/) });
    const log = await adminFetch(key, "GET", `/api/admin/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.body.deliveries[0]).toMatchObject({ status: "failed", attempt: 2, nextRetryAt: null });
    expect(receiver.received).toHaveLength(2);

    // A disabled endpoint gets no new deliveries, and its old ones are not retried until it is enabled again.
    await unlock(key, ids.deviceId);
    expect(await testDatabase().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    const retry = await adminFetch(
      key,
      "POST",
      `/api/admin/webhook-endpoints/${endpoint.id}/deliveries/${log.body.deliveries[0].id}/retry`,
    );
    expect(retry.status).toBe(409);
    const enabled = await adminFetch(key, "PATCH", `/api/admin/webhook-endpoints/${endpoint.id}`, { enabled: true });
    expect(enabled.body.data.webhookEndpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
  });

  it("mails each active owner of the tenant, and no one else, when an endpoint is disabled", async () => {
    const smtp = await startSmtpStandIn();
    receivers.push(smtp);
    Object.assign(process.env, { SMTP_URL: smtp.url, PUBLIC_BASE_URL: "https://gatehouse.example.test" });
    const { ids, key, endpoint } = await tenantWithReceiver([500]);
    const person = (tenantId: string, role: "owner" | "staff", status: "active" | "suspended" = "active") =>
      testDatabase().user.create({
        data: { tenantId, email: `${role}-${uniqueSuffix()}@example.test`, name: `An ${role}`, role, status },
      });
    const other = await createExampleIds();
    const [owner] = await Promise.all([
      person(ids.tenantId, "owner"),
      person(ids.tenantId, "owner", "suspended"),
      person(ids.tenantId, "staff"),
      person(other.tenantId, "owner"),
    ]);
    const allowed = [owner.email];
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000 });
    await deliverDueWebhooks([endpoint.id]);
    vi.useRealTimers();
    await runJobsUntilIdle({ definitions: [mailEndpointDisabledJob], connectionString: inject("databaseUrl") });
    const mails = smtp.received.filter((mail) => mail.text.includes(endpoint.url));
    expect(mails.map((mail) => mail.to)).toEqual([allowed]);
    expect(mails[0].subject).toBe(`Webhook endpoint disabled: ${endpoint.url}`);
    expect(mails[0].text).toMatch(/3 days.*HTTP 500/);
    expect(mails[0].text).toContain("\nhttps://gatehouse.example.test/admin/webhooks\n");
    expect(mails[0].html).toContain('href="https://gatehouse.example.test/admin/webhooks"');
    // Running the queue again mails no one twice.
    await runJobsUntilIdle({ definitions: [mailEndpointDisabledJob], connectionString: inject("databaseUrl") });
    expect(smtp.received.filter((mail) => mail.text.includes(endpoint.url))).toHaveLength(1);
  });

  it("signs with the rotated secret and, for a day, with the secret it replaced; then with the new one only", async () => {
    const { ids, key, receiver, endpoint, setSecret } = await tenantWithReceiver([200]);
    const rotated = await adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.body.data.webhookEndpoint;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    const overlapEnds = new Date(previousSecretExpiresAt).getTime();
    expect(Math.abs(overlapEnds - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    // Checked at the time the request was signed, as its receiver did (the library refuses a timestamp 5 min away).
    const verifies = (candidate: string, request: (typeof receiver.received)[number]) => {
      vi.useFakeTimers({ toFake: ["Date"], now: Number(request.headers["webhook-timestamp"]) * 1000 });
      try {
        new Webhook(candidate).verify(request.body, request.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      } finally {
        vi.useRealTimers();
      }
    };

    // During the overlap a receiver still holding the old secret verifies, and so does one with the new.
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    const [during] = receiver.received;
    expect(during.verified).toBe(true);
    expect(verifies(secret, during)).toBe(true);
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(2);

    // A day later only the new secret signs, and the endpoint no longer names an overlap.
    await unlock(key, ids.deviceId);
    vi.useFakeTimers({ toFake: ["Date"], now: overlapEnds + 1 });
    await deliverDueWebhooks([endpoint.id]);
    vi.useRealTimers();
    const after = receiver.received[1];
    expect(after.verified).toBe(false);
    expect(verifies(endpoint.secret, after)).toBe(false);
    expect(verifies(secret, after)).toBe(true);
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    setSecret(secret);

    // A second rotation keeps only the secret it replaces beside the new one.
    const again = await adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`);
    const third = again.body.data.webhookEndpoint.secret;
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    const latest = receiver.received[2];
    expect([verifies(third, latest), verifies(secret, latest), verifies(endpoint.secret, latest)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("of rotations made at once, each keeps the secret it replaced: the newest signs, the one before beside it", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver([200]);
    const rotate = () => adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`);
    // The row held locked while three rotations start, so all three have read the endpoint before any writes it.
    let rotations: ReturnType<typeof rotate>[] = [];
    await testDatabase().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM webhook_endpoints WHERE id = ${endpoint.id} FOR UPDATE`;
      rotations = [rotate(), rotate(), rotate()];
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const secrets = (await Promise.all(rotations)).map((answer) => answer.body.data.webhookEndpoint.secret as string);
    await unlock(key, ids.deviceId);
    await deliverDueWebhooks([endpoint.id]);
    const [delivery] = receiver.received;
    const verifying = secrets.filter((secret) => {
      try {
        new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    });
    // Each rotation replaced the one before it, whatever their order: the newest two secrets sign.
    expect(verifying).toHaveLength(2);
    expect(String(delivery.headers["webhook-signature"]).split(" ")).toHaveLength(2);
  });

  it("never sends tenant A's events to tenant B", async () => {
    const a = await tenantWithReceiver([200], []);
    const b = await tenantWithReceiver([200], []);
    await unlock(a.key, a.ids.deviceId);
    await adminFetch(a.key, "PATCH", `/api/admin/users/${a.ids.userId}`, { name: "Renamed resident" });
    await deliverDueWebhooks([a.endpoint.id, b.endpoint.id]);
    expect(a.receiver.received.map((request) => request.payload.type).sort()).toEqual(["door.opened", "user.updated"]);
    expect(b.receiver.received).toEqual([]);
    // Nor can B's key read A's endpoint or its log.
    expect((await adminFetch(b.key, "GET", `/api/admin/webhook-endpoints/${a.endpoint.id}/deliveries`)).status).toBe(
      404,
    );
    expect(
      (await adminFetch(b.key, "GET", "/api/admin/webhook-endpoints")).body.data.webhookEndpoints.map(
        (e: { id: string }) => e.id,
      ),
    ).not.toContain(a.endpoint.id);
  });

  it("sends only the event types an endpoint subscribes to, and a test event on request", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver([200], ["user.updated"]);
    await unlock(key, ids.deviceId);
    const test = await adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/test`);
    expect(test.status).toBe(201);
    expect(test.body.data.delivery).toMatchObject({ eventType: "webhook.test", status: "pending", attempt: 0 });
    await deliverDueWebhooks([endpoint.id]);
    expect(receiver.received.map((request) => request.payload.type)).toEqual(["webhook.test"]);
    expect(receiver.received[0].verified).toBe(true);
  });

  it("refuses private, loopback and link-local receivers in production, when saved and when delivering", async () => {
    for (const url of [
      "http://127.0.0.1/x",
      "http://localhost:8080/x",
      "http://[::1]/x",
      "http://169.254.169.254/latest",
      "http://10.1.2.3/x",
      "http://[::ffff:192.168.0.1]/x",
    ]) {
      await expect(checkWebhookUrl(url, false), url).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    }
    await expect(checkWebhookUrl("ftp://files.example.com/x", false)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(checkWebhookUrl("https://93.184.215.14/hooks", false)).resolves.toBe("https://93.184.215.14/hooks");

    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const literal = await postWebhook(receiver.url, {}, "{}", false);
    // A name that resolves to loopback is refused at connect time, after the lookup (DNS rebinding).
    const named = await postWebhook(receiver.url.replace("127.0.0.1", "localhost"), {}, "{}", false);
    expect(literal).toMatchObject({ statusCode: null, error: expect.stringMatching(/private address/) });
    expect(named).toMatchObject({ statusCode: null, error: expect.stringMatching(/private address/) });
    expect(receiver.received).toEqual([]);
  });

  it("answers 400 for a non-http URL and 404 for another tenant's endpoint", async () => {
    const { key, endpoint } = await tenantWithReceiver();
    const bad = await adminFetch(key, "POST", "/api/admin/webhook-endpoints", { url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe("url");
    const other = await createTestKey((await createExampleIds()).tenantId);
    expect(
      (await adminFetch(other.key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`)).status,
    ).toBe(404);
    expect(await attemptDelivery("no-such-delivery")).toBe("skipped");
  });
});
