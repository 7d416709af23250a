import { createDatabaseClient } from "../lib/db/client";
import { Prisma } from "../lib/db/generated/client";
import { jobsSchema } from "../lib/jobs/jobs-schema";
import { axeViolations } from "./axe";
import { expect, signIn, test, unique } from "./fixtures";

// Every page of the console renders real data without an error state, on a laptop and on a phone.
const PAGES: { path: string; ready: string; shot: string }[] = [
  { path: "/admin/units", ready: "units", shot: "units" },
  { path: "/admin/users", ready: "users", shot: "users" },
  { path: "/admin/devices", ready: "devices", shot: "devices" },
  { path: "/admin/calls", ready: "calls", shot: "calls" },
  { path: "/admin/access-log", ready: "access events", shot: "access-log" },
];

test("each list page of the owner renders without an error and passes axe", async ({ page }) => {
  // Seven pages in one walk: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, "owner@gatehouse.local");
  for (const { path, ready, shot } of PAGES) {
    await page.goto(path);
    const table = page.getByRole("table", { name: ready });
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(table.locator("tbody td").first()).toHaveText(/\S/);
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    expect(await axeViolations(page), path).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/${shot}.png`, fullPage: true });
  }
  // The job queue is the platform's: an owner's navigation does not offer it.
  await expect(page.getByRole("link", { name: "Calls", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Jobs", exact: true })).toHaveCount(0);
  await page.goto("/admin/calls");
  // Carriers by their names, not the API's words.
  await expect(page.getByRole("table", { name: "calls" })).toContainText(/Twilio|Telnyx/);
  await expect(page.getByRole("table", { name: "calls" })).not.toContainText(/twilio|telnyx/);
  await page.getByRole("table", { name: "calls" }).getByRole("link").first().click();
  await expect(page.getByText(/^(Twilio|Telnyx) · inbound call /)).toBeVisible();
  await expect(page.getByRole("list", { name: "Call events" }).locator("time").first()).toBeVisible();
  await expect(
    page.getByText("Door opened").or(page.getByText("Unanswered")).or(page.getByText("Declined")).first(),
  ).toBeVisible();
  expect(await axeViolations(page), "call detail").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/call-detail.png", fullPage: true });
  await page.goto("/admin/properties");
  await page.getByRole("link", { name: "Harbor View Apartments" }).click();
  await expect(page.getByRole("table", { name: "residents of this property" })).toContainText("@gatehouse.local");
  for (const name of ["units of this property", "devices", "calls"])
    await expect(page.getByRole("table", { name })).toHaveAttribute("aria-busy", "false");
  await page.screenshot({ path: "e2e/screenshots/property-detail.png", fullPage: true });
  await page
    .getByRole("table", { name: "units of this property" })
    .getByRole("link", { name: "101", exact: true })
    .click();
  await expect(page.getByRole("table", { name: "residents of this unit" })).toContainText("Riley Resident");
  await expect(page.getByRole("table", { name: "devices" })).toHaveAttribute("aria-busy", "false");
  await expect(
    page.getByRole("table", { name: "guest passes of this unit" }).or(page.getByText("No guest passes")),
  ).toBeVisible();
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  expect(await axeViolations(page), "unit detail").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/unit-detail-101.png", fullPage: true });
});

test("the calls and users lists name their rows' units with one request a page, not one a row", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local");
  for (const [path, name] of [
    ["/admin/calls", "calls"],
    ["/admin/users", "users"],
  ]) {
    const asked: URL[] = [];
    const listen = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/admin/units")) asked.push(url);
    };
    page.on("request", listen);
    await page.goto(path);
    const table = page.getByRole("table", { name });
    await expect(table).toHaveAttribute("aria-busy", "false");
    const unitLinks = table.locator('a[href^="/admin/units/"]');
    // Every link shows its label: none is left as the placeholder's or the fallback's "Unit".
    await expect(unitLinks.first()).not.toHaveText(/^(Unit)?$/);
    expect(await unitLinks.allTextContents(), path).not.toContain("Unit");
    page.off("request", listen);
    expect(
      asked.filter((url) => url.pathname !== "/api/admin/units"),
      path,
    ).toEqual([]);
    expect(asked.filter((url) => url.searchParams.has("ids")).length, path).toBe(1);
  }
});

test("the access log and the audit log filter through the address, show names and pass axe", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "owner@gatehouse.local");
  // One change of the owner's own, so the audit log has an entry to show.
  // An active property: another spec archives a building of its own, and an archived property takes no new unit.
  const properties = await (await page.request.get("/api/admin/properties?limit=1&status=active")).json();
  const label = unique("Audit").slice(0, 40);
  const created = await page.request.post("/api/admin/units", {
    data: { propertyId: properties.properties[0].id, label },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  await page.goto("/admin/access-log");
  const events = page.getByRole("table", { name: "access events" });
  await expect(events).toHaveAttribute("aria-busy", "false");
  await page.getByRole("combobox", { name: "Result" }).selectOption("granted");
  await expect(page).toHaveURL(/result=granted/);
  await expect(events).toHaveAttribute("aria-busy", "false");
  await expect(events.locator("tbody")).toContainText("Granted");
  await expect(events.locator("tbody")).not.toContainText("Denied");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Audit log" }).click();
  const entries = page.getByRole("table", { name: "audit entries" });
  await expect(entries).toContainText("unit.create");
  await entries
    .getByRole("button", { name: new RegExp(label) })
    .first()
    .click();
  await expect(page).toHaveURL(/targetType=unit&targetId=/);
  await expect(entries.locator("tbody tr")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/audit-log.png", fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
});

test("the platform admin sees tenants", async ({ page }) => {
  await signIn(page, "admin@gatehouse.local", "/admin/tenants");
  await expect(page.getByRole("table", { name: "tenants" })).toContainText("demo");
  await page.screenshot({ path: "e2e/screenshots/tenants.png", fullPage: true });
});

test("the job queue is a platform admin's page: waiting jobs named in words", async ({ page }) => {
  // A job due tomorrow, of a kind no other spec queues, so it is the one row of its kind and still waiting.
  const database = createDatabaseClient(process.env.E2E_DATABASE_URL);
  const queue = Prisma.raw(`"${jobsSchema()}"`);
  await database.$executeRaw`SELECT ${queue}.add_job('webhooks.mail-disabled', '{}'::json, run_at := now() + interval '1 day', job_key := 'e2e-jobs-page')`;
  try {
    await signIn(page, "admin@gatehouse.local", "/admin");
    await page.getByRole("link", { name: "Jobs", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
    const row = page
      .getByRole("table", { name: "jobs" })
      .getByRole("row")
      .filter({ hasText: "webhooks.mail-disabled" });
    await expect(row).toContainText("Mail: webhook endpoint disabled");
    await expect(row).toContainText("Waiting");
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/screenshots/jobs.png", fullPage: true });
  } finally {
    await database.$executeRaw`SELECT ${queue}.remove_job('e2e-jobs-page')`;
    await database.$disconnect();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the overview and a list fit the screen", async ({ page }) => {
    await signIn(page, "owner@gatehouse.local");
    await expect(page.getByTestId("calls-total")).toHaveText(/\d+ calls/);
    await expect(page.getByTestId("door-opens-total")).toHaveText(/\d+ opens/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "e2e/screenshots/overview-phone.png", fullPage: true });
    // The tabs run past the screen's edge, and a shade on that side says there is more to scroll to.
    const tabs = page.getByRole("navigation", { name: "Admin" });
    const nav = await tabs.evaluate((element) => ({
      more: element.scrollWidth > element.clientWidth,
      shades: getComputedStyle(element).backgroundImage.match(/radial-gradient/g)?.length ?? 0,
    }));
    expect(nav).toEqual({ more: true, shades: 2 });
    await page.goto("/admin/devices");
    await expect(page.getByRole("table", { name: "devices" })).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("table", { name: "devices" })).toContainText("Online");
    await page.screenshot({ path: "e2e/screenshots/devices-phone.png", fullPage: true });
    // A detail page's cards stay within the screen too.
    await page.goto("/admin/devices/demo-harbor-view-device-2");
    await expect(page.getByTestId("device-status")).toContainText(/\w/);
    await expect(page.getByRole("heading", { name: "Uptime" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
