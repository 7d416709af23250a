import { expect, signIn, test, unique } from "./fixtures";

test("the owner creates a one-scope API key, uses it with fetch, revokes it and sees it refused", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/api-keys");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  // The header's button: a list that has loaded empty offers the same one again.
  await page.getByRole("button", { name: "New API key" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New API key" });
  // The picker offers the owner's own rights: everything but tenants:write.
  await expect(dialog.getByLabel("properties:read")).toBeVisible();
  await expect(dialog.getByLabel("tenants:write")).toHaveCount(0);
  const name = unique("E2E reader");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("properties:read").check();
  await page.screenshot({ path: "e2e/screenshots/api-key-create-dialog.png" });
  await dialog.getByRole("button", { name: "Create key" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Copy your new secret" });
  const secret = (await secretDialog.getByTestId("api-key-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^gh_live_/);
  await page.screenshot({ path: "e2e/screenshots/api-key-secret-dialog.png" });

  const call = (path: string) => fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${secret}` } });
  const allowed = await call("/api/admin/properties?limit=5");
  expect(allowed.status).toBe(200);
  expect((await allowed.json()).properties.length).toBeGreaterThan(0);
  const outOfScope = await call("/api/admin/units");
  expect(outOfScope.status).toBe(403);
  expect((await outOfScope.json()).error.code).toBe("INSUFFICIENT_SCOPE");

  await secretDialog.getByRole("button", { name: "I have stored it" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog", { name: "Revoke this key?" }).getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Revoked ${name}`);
  await expect(row).toContainText("Revoked");

  const refused = await call("/api/admin/properties?limit=5");
  expect(refused.status).toBe(401);
  expect((await refused.json()).error.code).toBe("UNAUTHORIZED");
});

test("staff find no API key page", async ({ page }) => {
  await signIn(page, "staff@gatehouse.local");
  await expect(page.getByTestId("signed-in-user")).toContainText("Staff");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Devices" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Tenants" })).toHaveCount(0);
  await page.goto("/admin/api-keys");
  await expect(page.getByTestId("not-available")).toBeVisible();
  await expect(page.getByRole("button", { name: "New API key" })).toHaveCount(0);
});
