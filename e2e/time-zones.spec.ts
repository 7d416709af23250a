import { expect, signIn, test, unique } from "./fixtures";
import { signInToPortal } from "./portal-helpers";

// A browser in Berlin looking at buildings in New York and Chicago.
test.use({ timezoneId: "Europe/Berlin" });

const NEW_YORK = "America/New_York";
const newYorkTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: NEW_YORK }).format(
    new Date(iso),
  );

test("the access log counts days in the property's zone and names it", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/access-log");
  // Two zones among the demo properties: the browser's, named.
  await expect(page.getByTestId("log-time-zone")).toHaveText("Dates in Europe/Berlin");
  await expect(page.getByRole("table", { name: "access events" })).not.toContainText("Nico Tenant");

  const asked: URL[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/access-events")) asked.push(new URL(request.url()));
  });
  const answer = page.waitForResponse(
    (response) => response.url().includes("/api/admin/access-events") && response.url().includes("from="),
  );
  await page.goto("/admin/access-log?propertyId=demo-harbor-view&from=2026-11-20&to=2026-11-21");
  await expect(page.getByTestId("log-time-zone")).toHaveText(`Dates in ${NEW_YORK}`);
  const body = (await (await answer).json()) as { accessEvents: { occurredAt: string }[] };
  const ranged = asked.find((url) => url.searchParams.get("from"));
  expect(ranged?.searchParams.get("from")).toBe("2026-11-20T05:00:00.000Z");
  expect(ranged?.searchParams.get("to")).toBe("2026-11-22T05:00:00.000Z");
  if (body.accessEvents.length) {
    const first = page.getByRole("table", { name: "access events" }).locator("tbody tr").first().locator("td").first();
    await expect(first).toHaveText(newYorkTime(body.accessEvents[0].occurredAt));
  }
});

test("portal passes and calls read and take times on the building's clock, named", async ({ page }) => {
  await signInToPortal(page, "/portal/guest-passes");
  await expect(page.getByTestId("portal-time-zone")).toHaveText(`Times in ${NEW_YORK}`);
  const from = page.getByLabel("Valid from");
  const wallNow = new Intl.DateTimeFormat("sv-SE", {
    timeZone: NEW_YORK,
    dateStyle: "short",
    timeStyle: "short",
  })
    .format(new Date())
    .replace(" ", "T");
  expect(Math.abs(Date.parse(`${await from.inputValue()}Z`) - Date.parse(`${wallNow}Z`))).toBeLessThanOrEqual(60_000);

  // An empty submit puts focus on the first field to correct.
  await page.getByLabel("Guest name").fill("");
  await page.getByRole("button", { name: "Create guest pass" }).click();
  await expect(page.getByLabel("Guest name")).toBeFocused();

  const name = unique("Zoned guest");
  await page.getByLabel("Guest name").fill(name);
  await from.fill("2030-01-15T10:00");
  await page.getByLabel("Valid until").fill("2030-01-15T14:00");
  const created = page.waitForRequest(
    (request) => request.url().endsWith("/api/v1/guest-passes") && request.method() === "POST",
  );
  await page.getByRole("button", { name: "Create guest pass" }).click();
  const sent = (await created).postDataJSON() as { validFrom: string; validUntil: string };
  expect(sent.validFrom).toBe("2030-01-15T15:00:00.000Z");
  expect(sent.validUntil).toBe("2030-01-15T19:00:00.000Z");
  await expect(page.getByRole("region", { name: `Guest pass for ${name} is ready` })).toContainText(
    "Jan 15, 2030, 10:00 AM",
  );
  const row = page.locator("li").filter({ hasText: name });
  await expect(row).toContainText("Jan 15, 2030, 10:00 AM – Jan 15, 2030, 2:00 PM");

  await page.goto("/portal/calls");
  await expect(page.getByTestId("portal-time-zone")).toHaveText(`Times in ${NEW_YORK}`);
  const time = page.getByRole("region", { name: "Call history" }).locator("time").first();
  const startedAt = await time.getAttribute("datetime");
  expect(startedAt).toBeTruthy();
  await expect(time).toHaveText(newYorkTime(startedAt!));
});

test("a property's recent calls read on the property's clock and name it", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties/demo-harbor-view");
  const recent = page.getByRole("table", { name: "calls" });
  await expect(recent.getByRole("columnheader", { name: `Started (${NEW_YORK})` })).toBeVisible();
  const answer = await page.request.get("/api/admin/calls?propertyId=demo-harbor-view&limit=1");
  const [newest] = ((await answer.json()) as { calls: { startedAt: string }[] }).calls;
  await expect(recent.locator("tbody tr").first().locator("td").first()).toHaveText(newYorkTime(newest.startedAt));
});
