import { expect, signIn, test } from "./fixtures";

// Month, day, year: the order a US browser's date field takes keys in.
test.use({ locale: "en-US", timezoneId: "America/New_York" });

test("a day typed key by key into a list's date filter is kept whole, and From and To set at once both stay", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/access-log");
  const [from, to] = [page.getByLabel("From", { exact: true }), page.getByLabel("To", { exact: true })];
  await from.focus();
  await page.keyboard.type("11282026");
  await expect(from).toHaveValue("2026-11-28");
  await expect(page).toHaveURL(/[?&]from=2026-11-28(&|$)/);
  await to.focus();
  await page.keyboard.type("11302026");
  await expect(to).toHaveValue("2026-11-30");
  await expect(page).toHaveURL(/from=2026-11-28&to=2026-11-30/);
  // Typed over a day already set: each keystroke that makes a whole day is handed on, the last one wins.
  await from.focus();
  await page.keyboard.type("11052026");
  await from.blur();
  await expect(page).toHaveURL(/from=2026-11-05&to=2026-11-30/);
  await expect(from).toHaveValue("2026-11-05");

  // Both ends set before the address has caught up with the first.
  await page.goto("/admin/access-log");
  await from.fill("2026-11-01");
  await to.fill("2026-11-05");
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-05/);
  await expect(from).toHaveValue("2026-11-01");
});

test("the overview takes a typed day whole, and the reset empties the fields the address no longer names", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin");
  const from = page.getByLabel("From", { exact: true });
  await from.focus();
  await page.keyboard.type("11202026");
  await expect(page).toHaveURL(/from=2026-11-20/);
  await expect(from).toHaveValue("2026-11-20");
  await page.getByRole("button", { name: "Last 30 days, all properties" }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(from).not.toHaveValue("2026-11-20");
});

test("the overview says a range the wrong way round is so, and asks the API nothing for it", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/analytics")) asked.push(request.url());
  });
  await page.goto("/admin?from=2026-11-20&to=2026-11-10");
  await expect(page.getByText("From (2026-11-20) is after To (2026-11-10)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  expect(asked).toEqual([]);
});
