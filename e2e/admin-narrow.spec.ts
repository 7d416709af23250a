import { expect, signIn, test } from "./fixtures";

// A tablet held upright, used with a keyboard.
test.use({ viewport: { width: 768, height: 1024 } });

test("at 768 px the dashboard's header fits, and a row's Edit dialog closed from the keyboard hands focus back to its button", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/users");
  const edit = page.getByRole("button", { name: "Edit Riley Resident" });
  await expect(edit).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const signOut = await page.getByRole("button", { name: "Sign out" }).boundingBox();
  expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(768);

  for (const close of ["Escape", "Cancel"]) {
    await edit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Riley Resident" });
    await expect(dialog).toBeVisible();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Cancel" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(edit, close).toBeFocused();
  }

  await page.goto("/admin/units");
  const editUnit = page.getByRole("button", { name: "Edit unit 101" }).first();
  await editUnit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(editUnit).toBeFocused();
});

test("at 768 px a table wider than its box is shaded on the side with more to see, through its header too, and its dates stay on one line", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/users");
  const table = page.getByRole("table", { name: "users" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const box = table.locator("xpath=..");
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  // The shades are drawn behind the rows, fixed to the box; the white covers scroll with the rows.
  const style = await box.evaluate((element) => {
    const { backgroundImage, backgroundAttachment } = getComputedStyle(element);
    return { backgroundImage, backgroundAttachment };
  });
  expect(style.backgroundImage.match(/radial-gradient/g)).toHaveLength(2);
  expect(style.backgroundAttachment).toMatch(/^local, local, scroll, scroll/);
  // The header row is tinted, not opaque, so the shade shows through it too.
  const header = await table.locator("thead").evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(header).toMatch(/^(rgba|oklab|oklch|color)\(.*\/ 0\.0\d+\)$|^rgba\(.*, 0\.0\d+\)$/);
  // A date stays on one line: "Dec 2, 2026, 11:20 AM", not three.
  const created = table.locator("tbody tr").first().locator("time");
  expect(await created.evaluate((element) => element.getClientRects().length)).toBe(1);
  await page.screenshot({ path: "e2e/screenshots/users-768-start.png" });
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await page.screenshot({ path: "e2e/screenshots/users-768-end.png" });
});
