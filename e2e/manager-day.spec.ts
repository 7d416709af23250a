import { readFileSync } from "node:fs";
import path from "node:path";
import { readSavedMail } from "../lib/mail/testing/start-smtp-stand-in";
import { demoCallsOnNyDay, listedStarts, NEW_YORK, nyDay } from "./calls-helpers";
import { expect, signIn, test, unique } from "./fixtures";

// A property manager's day in one run, in a New York browser: onboard a building from a rent roll, find a new
// resident in their unit, rename a door, invite a resident who signs in and opens it, then find that opening in the
// access log, the invitation in the audit trail, and one New York day of calls.
test.use({ timezoneId: NEW_YORK });

const tag = Date.now().toString(36);
const rentRoll = readFileSync(path.resolve("e2e/fixtures/rent-roll-50.csv"), "utf8").replaceAll(
  "rentroll-",
  `day-${tag}-`,
);

function mailFolder(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts");
  return folder;
}

test("the owner's day: import, find, rename, invite, open, and find it all again", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, "owner@gatehouse.local", "/admin/properties");

  // 1. The rent roll: the dry run finds the one bad row, the fixed file imports, a second import changes nothing.
  await page.getByRole("link", { name: "Import rent roll" }).click();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "rent-roll.csv", mimeType: "text/csv", buffer: Buffer.from(rentRoll) });
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("26");
  await expect(errors).toContainText("email");
  await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  const fixed = rentRoll.replace(`day-${tag}-25.example.test`, `day-${tag}-25@example.test`);
  await page.getByLabel("Or paste the CSV").fill(fixed);
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await expect(page.getByText("2. Dry run: ready to import")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 50 rows" })).toContainText("50 new");
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 50 rows" })).toContainText(
    "0 new, 0 updated, 50 unchanged",
  );

  // 2. A resident of the file, in their unit: Eli Park (the fixed row 26) lives in 9E.
  await page.goto("/admin/properties");
  await page.getByRole("link", { name: "Harbor View Apartments" }).click();
  await page
    .getByRole("table", { name: "units of this property" })
    .getByRole("link", { name: "9E", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Unit 9E" })).toBeVisible();
  const unitResidents = page.getByRole("table", { name: "residents of this unit" });
  await expect(unitResidents).toContainText("Eli Park");
  await expect(unitResidents.getByRole("row", { name: /Eli Park/ }).first()).toContainText("+15005551024");
  await page.screenshot({ path: "e2e/screenshots/day-unit-from-rent-roll.png", fullPage: true });

  // 3. A door renamed, and its new name on the devices page (put back at the end, for other journeys).
  const doorName = unique("Front door");
  await page.goto("/admin/devices");
  await page.getByRole("button", { name: "Edit Front door", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Front door" });
  await edit.getByLabel("Name").fill(doorName);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Saved ${doorName}`);
  await expect(page.getByRole("table", { name: "devices" })).toContainText(doorName);

  try {
    // 4. A resident invited into 9E; the mailed link sets their password, they sign in and open the renamed door.
    const name = `Nora Day ${tag}`;
    const email = `nora-${tag}@example.test`;
    const since = Date.now();
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Harbor View Apartments" }).click();
    await page.getByRole("button", { name: "Add resident" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a resident" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Unit", { exact: true }).selectOption({ label: "9E" });
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByTestId("toast")).toContainText(`Added ${name}`);

    const mail = await readSavedMail(mailFolder(), email, { after: since });
    expect(mail.link).toContain("/set-password?token=");
    const resident = await (await browser.newContext({ timezoneId: NEW_YORK })).newPage();
    await resident.goto(mail.link as string);
    await resident.getByLabel("New password").fill("nora picks a long one");
    await resident.getByLabel("Repeat the password").fill("nora picks a long one");
    await resident.getByRole("button", { name: "Set password" }).click();
    await resident.getByRole("link", { name: "Sign in to the resident portal" }).click();
    await resident.getByLabel("Email", { exact: true }).fill(email);
    await resident.getByLabel("Password", { exact: true }).fill("nora picks a long one");
    await resident.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(resident.getByRole("heading", { name: "Hello, Nora" })).toBeVisible();
    const card = resident
      .getByRole("listitem")
      .filter({ has: resident.getByRole("heading", { name: doorName, exact: true }) });
    await card.getByRole("button", { name: `Open ${doorName}` }).click();
    await expect(card.getByRole("status")).toContainText("Door opened");
    await resident.screenshot({ path: "e2e/screenshots/day-resident-opened.png", fullPage: true });
    await resident.context().close();

    // 5. The opening in the access log, and the invitation in the audit trail.
    await page.goto("/admin/access-log?result=granted");
    const events = page.getByRole("table", { name: "access events" });
    await expect(events).toHaveAttribute("aria-busy", "false");
    const opening = events.getByRole("row").filter({ hasText: name });
    await expect(opening.first()).toContainText(doorName);
    await expect(opening.first()).toContainText("Granted");
    await page.screenshot({ path: "e2e/screenshots/day-access-log.png", fullPage: true });

    const users = await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json();
    const userId = users.users[0].id as string;
    await page.goto(`/admin/audit-log?targetType=user&targetId=${userId}`);
    const entries = page.getByRole("table", { name: "audit entries" });
    await expect(entries).toContainText("user.create");
    await expect(entries.locator("tbody tr")).not.toHaveCount(0);
    await page.screenshot({ path: "e2e/screenshots/day-audit-log.png", fullPage: true });
  } finally {
    await page.goto("/admin/devices");
    await page.getByRole("button", { name: `Edit ${doorName}` }).click();
    const back = page.getByRole("dialog", { name: `Edit ${doorName}` });
    await back.getByLabel("Name").fill("Front door");
    await back.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("toast")).toContainText("Saved Front door");
  }

  // 6. Calls of one New York day: exactly that day's, by the property's clock.
  const day = nyDay(new Date(Date.now() - 3 * 24 * 3_600_000));
  const expected = await demoCallsOnNyDay(day);
  await page.goto("/admin/calls");
  await expect(page.getByTestId("calls-time-zone")).toHaveText(`Dates in ${NEW_YORK}`);
  await page.getByLabel("From", { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await page.getByLabel("To", { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  const listed = (await listedStarts(page)).sort();
  expect(listed).toEqual(expected);
  expect(listed.length).toBeGreaterThan(0);
});
