import { expect, signIn, test } from "./fixtures";
import { signInToPortal } from "./portal-helpers";

test("an API failure shows the error state in plain words, and trying again recovers", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local");
  let fail = true;
  await page.route("**/api/admin/devices?*", async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Injected failure for the test" } }),
    });
  });
  await page.goto("/admin/devices");
  const alert = page.getByRole("alert").filter({ hasText: "Could not load devices" });
  // A server fault is not explained with the server's own words.
  await expect(alert).toContainText("Something went wrong on our side");
  await expect(alert).not.toContainText("Injected failure for the test");
  await expect(alert).not.toContainText("INTERNAL_ERROR");
  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "devices" })).toContainText("Online");
});

test("a console that cannot reach the server says so, not that the session is gone, and recovers", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties");
  await expect(page.getByRole("table", { name: "properties" })).toContainText("Harbor View Apartments");
  let down = true;
  await page.route("**/api/admin/me", (route) => (down ? route.abort("connectionrefused") : route.continue()));
  await page.reload();
  const alert = page.getByRole("alert").filter({ hasText: "The console cannot reach Gatehouse right now" });
  await expect(alert).toContainText("The server could not be reached");
  await expect(page.getByText("Could not load your session")).toHaveCount(0);
  down = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "properties" })).toContainText("Harbor View Apartments");
});

test("switching to PROD marks it unmistakably and sends X-Admin-Env on every admin request", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties");
  await expect(page.getByRole("table", { name: "properties" })).toContainText("Harbor View Apartments");
  const headers: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/properties")) headers.push(request.headers()["x-admin-env"]);
  });
  await page.getByLabel("Environment").selectOption("PROD");
  await expect(page.getByRole("alert").filter({ hasText: "Production" })).toBeVisible();
  // This test's PROD has no server behind it: the proxy's 502 reaches the page as an error state.
  await expect(page.getByRole("alert").filter({ hasText: "Could not load properties" })).toContainText(
    "Something went wrong on our side",
    { timeout: 30_000 },
  );
  await page.screenshot({ path: "e2e/screenshots/prod-environment.png" });
  expect(headers.length).toBeGreaterThan(0);
  expect(headers.every((value) => value === "PROD")).toBe(true);
  await page.getByLabel("Environment").selectOption("DEV");
  await expect(page.getByRole("table", { name: "properties" })).toContainText("Harbor View Apartments");
});

test("the API's refusals reach the form: its message, and its field errors beside the fields", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/units");
  await page.getByRole("button", { name: "New unit" }).click();
  const dialog = page.getByRole("dialog", { name: "New unit" });
  await dialog.getByLabel("Property").selectOption({ label: "Harbor View Apartments" });
  // 101 exists in the demo data: the database's unique rule answers 409.
  await dialog.getByLabel("Label").fill("101");
  await dialog.getByRole("button", { name: "Create unit" }).click();
  await expect(dialog.getByRole("alert")).toContainText("same unique value");
  // The conflict names its field, which the form marks.
  await expect(dialog.locator("#field-label-error")).toHaveText("Label is already taken");

  await page.route("**/api/admin/units", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "VALIDATION_ERROR",
          message: "The request is not valid",
          details: [{ field: "directoryCode", issue: "is used by unit 101" }],
        },
      }),
    });
  });
  await dialog.getByLabel("Label").fill("101B");
  await dialog.getByLabel("Directory code").fill("101");
  await dialog.getByRole("button", { name: "Create unit" }).click();
  await expect(dialog.locator("#field-directoryCode-error")).toHaveText("Directory code is used by unit 101");
  await expect(dialog.getByLabel("Directory code")).toHaveAttribute("aria-invalid", "true");
});

test("a server fault reads as a plain sentence with the request id; a refusal keeps its message", async ({ page }) => {
  await signInToPortal(page, "/portal/calls");
  let status = 500;
  await page.route("**/api/v1/calls?*", (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      headers: { "x-request-id": "req-review-0123456789" },
      body: JSON.stringify({
        error:
          status === 500
            ? { code: "INTERNAL_ERROR", message: 'relation "calls" does not exist' }
            : { code: "FORBIDDEN", message: "Your access to this unit has ended" },
      }),
    }),
  );
  await page.reload();
  const alert = page.getByRole("alert").filter({ hasText: "Your calls could not be loaded" });
  await expect(alert).toContainText("Something went wrong on our side. Try again in a moment.");
  await expect(alert).toContainText("req-review-0123456789");
  await expect(alert).not.toContainText("relation");
  await expect(alert).not.toContainText("INTERNAL_ERROR");

  status = 403;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your calls could not be loaded" })).toContainText(
    "Your access to this unit has ended",
  );
});

test("a missing device's page shows its error and stops asking: a 404 does not come back every few seconds", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local");
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/admin/devices/no-such-device")) asked.push(path);
  });
  await page.goto("/admin/devices/no-such-device");
  await expect(page.getByRole("alert").filter({ hasText: "Could not load this device" })).toBeVisible();
  const firstRound = asked.length;
  // The page polls a device every 2 s; three intervals pass.
  await page.waitForTimeout(6_500);
  expect(asked.length).toBe(firstRound);
  await expect(page.getByRole("alert").filter({ hasText: "Could not load this device" })).toBeVisible();
});
