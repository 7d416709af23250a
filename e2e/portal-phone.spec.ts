import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInToPortal } from "./portal-helpers";

// The smallest phone in use: every page fits its width, and what a tap changes is in view.
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a 320 px phone every portal page fits its width, and a door's outcome shows above the tab bar", async ({
  page,
}) => {
  await signInToPortal(page, "/portal");
  const doors = page.getByRole("main").getByRole("listitem");
  await expect(doors.first()).toBeVisible();
  expect(await overflow(page)).toBe(0);

  // The last door, whose outcome appears below the fold.
  const last = doors.last();
  await last.getByRole("button", { name: /^Open / }).tap();
  const outcome = last.getByRole("status");
  await expect(outcome).not.toBeEmpty();
  const tabBar = await page.getByRole("navigation", { name: "Portal" }).boundingBox();
  await expect
    .poll(async () => {
      const box = await outcome.boundingBox();
      return box ? box.y + box.height <= tabBar!.y && box.y >= 0 : false;
    })
    .toBe(true);

  for (const path of ["/portal/guest-passes", "/portal/calls", "/portal/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button").first()).toBeVisible();
    expect(await overflow(page), path).toBe(0);
  }
  // The call pages' buttons are thumb-sized.
  await page.goto("/portal/calls");
  const older = await page.getByRole("button", { name: "Older" }).boundingBox();
  expect(older!.height).toBeGreaterThanOrEqual(40);
});

test("a profile saved with mistakes on a phone moves to the first one", async ({ page }) => {
  await signInToPortal(page, "/portal/profile");
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("");
  await page.getByLabel("Phone the intercom dials").fill("12345");
  await page.getByRole("button", { name: "Save profile" }).tap();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page.getByText("Enter your name.")).toBeInViewport();
});

test("from the keyboard alone, focus stays where the resident is: opening a door, creating a pass, Done, revoking", async ({
  page,
}) => {
  await signInToPortal(page, "/portal");
  const open = page
    .getByRole("main")
    .getByRole("button", { name: /^Open / })
    .first();
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status").first()).not.toBeEmpty();
  await expect(open).toBeFocused();

  await page.goto("/portal/guest-passes");
  const guest = `Keys ${Date.now().toString(36)}`;
  await page.getByLabel("Guest name").fill(guest);
  await page.getByRole("button", { name: "Create guest pass" }).press("Enter");
  await expect(page.getByRole("heading", { name: `Guest pass for ${guest} is ready` })).toBeFocused();

  await page.getByRole("button", { name: "Done" }).press("Enter");
  await expect(page.getByRole("heading", { name: "New guest pass" })).toBeFocused();

  const revoke = page.getByRole("button", { name: `Revoke pass for ${guest}` });
  await revoke.press("Enter");
  await page
    .getByRole("dialog", { name: "Revoke guest pass?" })
    .getByRole("button", { name: "Revoke pass" })
    .press("Enter");
  await expect(revoke).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Active and upcoming" })).toBeFocused();

  // The pass just created, revoked from the list while its card is on screen: the card says so, and has focus.
  const again = `${guest} 2`;
  await page.getByLabel("Guest name").fill(again);
  await page.getByRole("button", { name: "Create guest pass" }).press("Enter");
  await page.getByRole("button", { name: `Revoke pass for ${again}` }).press("Enter");
  await page
    .getByRole("dialog", { name: "Revoke guest pass?" })
    .getByRole("button", { name: "Revoke pass" })
    .press("Enter");
  await expect(page.getByRole("heading", { name: `Guest pass for ${again} is revoked` })).toBeFocused();
});
