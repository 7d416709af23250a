import type { BrowserContext, Page } from "@playwright/test";
import { createDatabaseClient } from "../lib/db/client";
import { expect, test } from "./fixtures";
import { RESIDENT, signInToPortal } from "./portal-helpers";

// Headless Chromium has no push service to reach offline, so pushManager.subscribe answers as a browser would:
// an https endpoint and fresh keys, and it records the applicationServerKey the portal asked with.
const fakePushService = () => {
  const bytes = (length: number) =>
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(length))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  let current: object | null = null;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    (window as unknown as { askedWithKey: string }).askedWithKey = btoa(String.fromCharCode(...key))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const json = {
      endpoint: `https://push.example.test/e2e/${bytes(12)}`,
      expirationTime: null,
      keys: { p256dh: bytes(65), auth: bytes(16) },
    };
    current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => ((current = null), true) };
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
};

// The browser side of both tests: notifications allowed, and the stand-in push service.
async function allowPush(page: Page, context: BrowserContext): Promise<void> {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(fakePushService);
}

test("the resident turns notifications on in the portal, and the browser's subscription reaches the server", async ({
  page,
  context,
}) => {
  await allowPush(page, context);
  await signInToPortal(page, "/portal/profile");

  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: "/portal", display: "standalone" });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  const toggle = page.getByRole("switch", { name: "Notifications on this device" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  expect(await page.evaluate(() => (window as unknown as { askedWithKey: string }).askedWithKey)).toBe(
    process.env.E2E_VAPID_PUBLIC_KEY,
  );
  expect(
    await page.evaluate(
      async () =>
        (await navigator.serviceWorker.getRegistration("/portal"))?.active?.scriptURL ??
        (await navigator.serviceWorker.ready).active?.scriptURL,
    ),
  ).toMatch(/\/portal-sw\.js$/);

  const database = createDatabaseClient(process.env.E2E_DATABASE_URL);
  try {
    const user = await database.user.findUniqueOrThrow({
      where: { email: RESIDENT },
      include: { pushSubscriptions: true },
    });
    expect(user.pushSubscriptions.map((subscription) => subscription.endpoint)).toEqual([
      expect.stringMatching(/^https:\/\/push\.example\.test\/e2e\//),
    ]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await database.pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  } finally {
    await database.$disconnect();
  }
});

test("on a server without push keys the portal says so before any tap, and offers no switch", async ({
  page,
  context,
}) => {
  await allowPush(page, context);
  // The e2e server has keys; this answer is what one without VAPID_PUBLIC_KEY gives.
  await page.route("**/api/v1/notifications/web-push", (route) =>
    route.fulfill({ json: { data: { webPush: { publicKey: null } }, meta: { total: 1 } } }),
  );
  await signInToPortal(page, "/portal/profile");
  await expect(page.getByText("Notifications are not set up on this server yet")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Notifications on this device" })).toHaveCount(0);
});
