import { expect, signIn, test } from "./fixtures";

// A unit's page on a phone and a laptop, focus after an unlock, a refused page's heading, the overview's cards.

test("a unit's page lists residents in dial order 1, 2, keeps calls on one line and fits a phone", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/units/demo-harbor-view-101");
  const residents = page.getByRole("table", { name: "residents of this unit" });
  await expect(residents).toContainText("Jordan Lee");
  await expect(residents.locator("tbody tr td:first-child")).toHaveText(["1", "2"]);
  await expect(residents.locator("tbody tr").first()).toContainText("Riley Resident");

  // The half-width card shows its calls whole: each start time on one line, no column cut off.
  const calls = page.getByRole("table", { name: "calls" });
  await expect(calls).toHaveAttribute("aria-busy", "false");
  const times = calls.locator("tbody time");
  expect(await times.count()).toBeGreaterThan(0);
  for (const box of await times.evaluateAll((all) => all.map((time) => time.getBoundingClientRect().height)))
    expect(box).toBeLessThan(24);
  const clipped = await calls.evaluate((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1);
  expect(clipped).toBe(false);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(residents).toContainText("Jordan Lee");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const add = await page.getByRole("button", { name: "Add resident" }).boundingBox();
  expect(add).not.toBeNull();
  expect(add!.x + add!.width).toBeLessThanOrEqual(375);
});

test("after Unlock now, focus moves to Done", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/devices");
  await page.getByRole("button", { name: "Unlock Garage gate" }).click();
  await page.getByRole("dialog", { name: "Unlock this door?" }).getByRole("button", { name: "Unlock now" }).click();
  const recorded = page.getByRole("dialog", { name: "Unlock recorded" });
  await expect(recorded.getByTestId("access-event-result")).toHaveText("Granted");
  await expect(recorded.getByRole("button", { name: "Done" })).toBeFocused();
});

test("a page closed to the role has a heading", async ({ page }) => {
  await signIn(page, "staff@gatehouse.local", "/admin/api-keys");
  await expect(page.getByRole("heading", { level: 1, name: "This page is not available to your role" })).toBeVisible();
});

test("the overview's Active users card reads whole at 1280 px", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin");
  const detail = page.getByTestId("stat-Active users").locator("p").last();
  await expect(detail).toContainText("resident");
  const cut = await detail.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(cut).toBe(false);
});
