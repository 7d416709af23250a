import { createECDH, randomBytes } from "node:crypto";
import webpush from "web-push";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PushSubscription } from "../db/generated/client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { savePushSubscription } from "./manage-push-subscriptions";
import { sendWebPush } from "./send-web-push";

// Production, where private receivers are refused unless WEBHOOKS_ALLOW_PRIVATE=1 (the tests' own servers set it).
function asProduction() {
  const vapid = webpush.generateVAPIDKeys();
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("WEBHOOKS_ALLOW_PRIVATE", "");
  vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
}

const subscription = (endpoint: string): PushSubscription => ({
  id: `ps-${uniqueSuffix()}`,
  userId: "nobody",
  endpoint,
  p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
  createdAt: new Date(),
});

const note = { kind: "door_alert", title: "Door alert", body: "The lobby door is held open", url: "/portal" } as const;

describe("web push and private addresses", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("refuses a subscription whose endpoint is a private address or carries credentials, and stores nothing", async () => {
    asProduction();
    const keys = { p256dh: "a", auth: "b" };
    for (const endpoint of [
      "https://127.0.0.1:1/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1:8443/",
      "https://localhost/x",
      `https://user:pass@push-${uniqueSuffix()}.example.test/x`,
    ]) {
      await expect(savePushSubscription("nobody", { endpoint, keys }), endpoint).rejects.toMatchObject({
        code: "VALIDATION_ERROR",
      });
      expect(await testDatabase().pushSubscription.count({ where: { endpoint } })).toBe(0);
    }
  });

  it("sends nothing to a private address, named by its literal or by a name that resolves to one", async () => {
    asProduction();
    expect(await sendWebPush(subscription("https://127.0.0.1:1/x"), note)).toEqual({
      status: "failed",
      why: "refused private address",
    });
    // Without the guard this is a refused connection to localhost, retried as an unreachable push service.
    expect(await sendWebPush(subscription("https://localhost:1/x"), note)).toMatchObject({ status: "failed" });
  });
});
