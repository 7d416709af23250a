import { demoCallsOnNyDay, listedStarts, NEW_YORK, nyDay, withDatabase } from "./calls-helpers";
import { expect, signIn, test } from "./fixtures";
import { signInToPortal } from "./portal-helpers";

// The browser runs in New York, so a day typed into the filter is a New York day.
test.use({ timezoneId: NEW_YORK });

const ZONE = NEW_YORK;

test("signing in at /signin with no destination lands on the dashboard", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill("owner@gatehouse.local");
  await page.getByLabel("Password", { exact: true }).fill("gatehouse");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("a New York day in the calls filter lists exactly that day's calls, and the live count is the API's", async ({
  page,
}) => {
  // Sign-in, two filters and paging through every page of the day.
  test.setTimeout(180_000);
  const day = nyDay(new Date(Date.now() - 3 * 24 * 3_600_000));
  const expected = await demoCallsOnNyDay(day);
  expect(expected.length).toBeGreaterThan(5);
  // One call still ringing from long ago: not on the first page, yet live.
  const stale = await withDatabase((database) =>
    database.call.create({
      data: {
        propertyId: "demo-harbor-view",
        carrier: "twilio",
        carrierCallId: `e2e-live-${Date.now()}`,
        from: "+16175550199",
        to: "+15005550006",
        status: "ringing",
        startedAt: new Date(Date.now() - 45 * 24 * 3_600_000),
      },
    }),
  );
  try {
    await signIn(page, "owner@gatehouse.local", "/admin/calls");
    await expect(page.getByTestId("calls-time-zone")).toHaveText(`Dates in ${ZONE}`);
    await expect(page.getByTestId("live-count")).toHaveText("1");
    await page.getByLabel("From", { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}`));
    await page.getByLabel("To", { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    const listed = (await listedStarts(page)).sort();
    expect(listed).toEqual(expected);
    for (const start of listed) expect(nyDay(new Date(start))).toBe(day);
    await page.screenshot({ path: "e2e/screenshots/calls-new-york-day.png", fullPage: true });
  } finally {
    await withDatabase((database) => database.call.delete({ where: { id: stale.id } }));
  }
});

// The instant a New York day begins, found by stepping through the hours around it rather than by the app's own rule.
function nyMidnight(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  for (let hour = 0; hour <= 12; hour++) {
    const at = new Date(Date.UTC(year, month - 1, date, hour));
    if (nyDay(at) === day && nyDay(new Date(at.getTime() - 1)) !== day) return at.toISOString();
  }
  throw new Error(`no New York midnight found for ${day}`);
}

test("the overview's range is New York days: one day asks the API for midnight to midnight, by the hour", async ({
  page,
}) => {
  const day = nyDay(new Date(Date.now() - 3 * 24 * 3_600_000));
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000).toISOString().slice(0, 10);
  const expected = await demoCallsOnNyDay(day);
  await signIn(page, "owner@gatehouse.local", "/admin");
  await expect(page.getByTestId("overview-time-zone")).toHaveText(`Dates in ${ZONE}`);
  await expect(page.getByTestId("calls-total")).toHaveText(/^\d+ calls$/);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(nyDay(new Date()));
  await expect(page.locator('svg[data-chart="stacked-bars"] rect[data-value]').first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Updating" })).toHaveCount(0);
  await page.screenshot({ path: "e2e/screenshots/overview-new-york.png", fullPage: true });

  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === "/api/admin/analytics" &&
      url.searchParams.get("from") === nyMidnight(day) &&
      url.searchParams.get("to") === nyMidnight(next)
    );
  });
  await page.getByLabel("From", { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await page.getByLabel("To", { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  expect(new URL((await asked).url()).searchParams.get("interval")).toBe("hour");
  await expect(page.getByText(`From ${day} to ${day}, days in ${ZONE}`)).toBeVisible();
  // The day's total is exactly the demo calls that started on that New York day.
  await expect(page.getByTestId("calls-total")).toHaveText(`${expected.length} calls`);
  // Each hour's answer rate says how many calls it is of (its dot sized by them); together they are the day's calls.
  const dots = page.locator("svg circle[data-of]");
  const ofs = await dots.evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute("data-of"))));
  expect(ofs.reduce((sum, of) => sum + of, 0)).toBe(expected.length);
  await expect(dots.first().locator("title")).toHaveText(/^\d\d:\d\d: \d+% of \d+ calls?$/);
  await page.screenshot({ path: "e2e/screenshots/overview-one-day.png", fullPage: true });
  // Hour bars read on New York's clock: the first starts at its midnight.
  const hours = await page
    .locator('svg[data-chart="stacked-bars"] > g > text')
    .evaluateAll((texts) => texts.map((text) => text.textContent ?? "").filter((text) => /^\d\d:\d\d$/.test(text)));
  expect(hours[0]).toBe("00:00");
});

test("a call's page names the property, the unit, the time, who was rung and what opened", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/calls?propertyId=demo-harbor-view&outcome=door_opened");
  await expect(page.getByTestId("calls-time-zone")).toHaveText("Dates in America/New_York");
  await page.getByRole("table", { name: "calls" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Harbor View Apartments · Unit \w+ · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
  );
  await expect(page.getByRole("list", { name: "Doors opened" })).toContainText("Front door");
  await expect(page.getByRole("heading", { name: "Residents rung, in order" })).toBeVisible();
  await expect(page.getByText("Unit rung")).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/call-detail.png", fullPage: true });
});

test("one busy day does not flatten the 30-day chart: the axis is capped and the spike marked", async ({ page }) => {
  // The real analytics with one day made forty times busier.
  await page.route("**/api/admin/analytics?*", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const bucket = body.data.analytics.series[10];
    bucket.calls.total *= 40;
    bucket.calls.byOutcome.door_opened = bucket.calls.total;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, "owner@gatehouse.local", "/admin");
  const chart = page.locator('[data-chart="stacked-bars"]');
  await expect(chart.getByTestId("spike")).toHaveCount(1);
  await expect(chart.getByTestId("axis-capped")).toContainText("Axis capped at");
  await chart.screenshot({ path: "e2e/screenshots/calls-chart-spike.png" });
});

test("the overview keeps its layout while its counts and charts load", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/users");
  // Installed before any script of the next page runs, so every shift of its load is counted.
  await page.addInitScript(() => {
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/admin");
  await expect(page.getByTestId("calls-total")).toHaveText(/\d+ calls/);
  await expect(page.getByTestId("stat-Active users")).toContainText(/\d+ residents?/);
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  console.log(`overview cumulative layout shift: ${shift.toFixed(3)}`);
  expect(shift).toBeLessThan(0.1);
});

test("after revoking a guest pass still on screen, the portal shows it revoked, not its PIN and QR code", async ({
  page,
}) => {
  await signInToPortal(page, "/portal/guest-passes");
  const guest = `Revoked guest ${Date.now().toString(36)}`;
  await page.getByLabel("Guest name").fill(guest);
  await page.getByRole("button", { name: "Create guest pass" }).click();
  await expect(page.getByRole("region", { name: `Guest pass for ${guest} is ready` })).toBeVisible();

  const active = page.getByRole("region", { name: "Active and upcoming" });
  await active.getByRole("button", { name: `Revoke pass for ${guest}` }).click();
  await page.getByRole("dialog", { name: "Revoke guest pass?" }).getByRole("button", { name: "Revoke pass" }).click();

  const revoked = page.getByRole("region", { name: `Guest pass for ${guest} is revoked` });
  await expect(revoked).toBeVisible();
  await expect(revoked).toContainText("no longer open any door");
  await expect(page.getByTestId("guest-pass-pin")).toHaveCount(0);
  await expect(page.getByRole("img", { name: `QR code of the guest pass for ${guest}` })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Past" }).getByRole("listitem").filter({ hasText: guest }),
  ).toContainText("Revoked");
  await revoked.getByRole("button", { name: "Done" }).click();
  await expect(page.getByLabel("Guest name")).toHaveValue("");
});

test("Back after turning a list's page returns to the page before, not out of the list", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/calls");
  const table = page.getByRole("table", { name: "calls" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const first = await table.locator("tbody time").first().getAttribute("datetime");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(table.locator("tbody time").first()).not.toHaveAttribute("datetime", first ?? "");

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/calls$/);
  await expect(table.locator("tbody time").first()).toHaveAttribute("datetime", first ?? "");
});
