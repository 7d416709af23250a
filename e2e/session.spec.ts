import { expect, signIn, test } from "./fixtures";

test("without a session the console sends you to sign in, and back after it", async ({ page }) => {
  await page.goto("/admin/devices?status=online");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByLabel("Email", { exact: true }).fill("owner@gatehouse.local");
  await page.getByLabel("Password", { exact: true }).fill("gatehouse");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/devices/);
  await expect(page.getByRole("heading", { name: "Devices" })).toBeVisible();
});

test("dialogs work from the keyboard and signing out ends the session", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/units");
  await page.getByRole("button", { name: "New unit" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New unit" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Property")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Label")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  const reply = await page.request.get("/api/admin/me");
  expect(reply.status()).toBe(401);
});
