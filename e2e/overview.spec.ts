import { expect, signIn, test } from "./fixtures";

test("the owner signs in and sees the last 30 days drawn from real data", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("signed-in-user")).toContainText("Owner");
  const calls = page.getByTestId("calls-total");
  await expect(calls).toHaveText(/^\d+ calls$/);
  expect(Number((await calls.textContent())?.split(" ")[0])).toBeGreaterThan(0);
  // Bars of the seeded calls, a drawn answer-rate line and door opens by method.
  await expect(page.locator('svg[data-chart="stacked-bars"] rect[data-value]').first()).toBeVisible();
  expect(await page.locator('svg[data-chart="stacked-bars"] rect[data-value]').count()).toBeGreaterThan(20);
  await expect(page.locator('svg[data-chart="line"] path').first()).toBeVisible();
  await expect(page.getByTestId("door-opens-total")).toHaveText(/^[1-9]\d* opens$/);
  await page.screenshot({ path: "e2e/screenshots/overview.png", fullPage: true });
});
