import { axeViolations } from "./axe";
import { expect, signIn, test, unique } from "./fixtures";

test("the owner adds a resident to a unit from the property page, finds them on the unit page and renames a door", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties");
  await page.getByRole("link", { name: "Maple Court" }).click();
  await expect(page.getByRole("heading", { name: "Maple Court" })).toBeVisible();

  // The dialog checks its input before sending, in words a person reads.
  await page.getByRole("button", { name: "Add resident" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a resident" });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.locator("#field-name-error")).toHaveText("Name is required");
  await expect(dialog.locator("#field-email-error")).toHaveText("Email must be an email address");
  expect(await axeViolations(page), "add-resident dialog with errors").toEqual([]);

  const name = unique("Robin Tenant");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.test`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill("+15005550177");
  await expect(dialog.getByLabel("Role")).toHaveValue("resident");
  // The property is preset; the unit is chosen among its units.
  await expect(dialog.getByLabel("Property", { exact: true })).toHaveValue("demo-maple-court");
  await dialog.getByLabel("Unit", { exact: true }).selectOption({ label: "B2" });
  await dialog.getByLabel("Dial order").fill("3");
  await dialog.getByLabel("Move-in").fill("2026-01-01");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Added ${name}`);
  await expect(page.getByRole("table", { name: "residents of this property" })).toContainText(name);
  await page.screenshot({ path: "e2e/screenshots/property-add-resident.png", fullPage: true });

  // The unit row links to the unit page, which lists its residents in dial order.
  await page
    .getByRole("table", { name: "units of this property" })
    .getByRole("link", { name: "B2", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Unit B2" })).toBeVisible();
  const residents = page.getByRole("table", { name: "residents of this unit" });
  await expect(residents).toContainText(name);
  await expect(residents.getByRole("row", { name: new RegExp(name) })).toContainText("Jan 1, 2026");
  // Invited, not yet active: the intercom does not ring them, and the dial order says so.
  await expect(
    residents
      .getByRole("row", { name: new RegExp(name) })
      .locator("td")
      .first(),
  ).toHaveText("not rung: invited");
  await expect(page.getByRole("table", { name: "devices" })).toHaveAttribute("aria-busy", "false");
  // A section with no rows shows its empty state instead of a table.
  await expect(page.getByRole("table", { name: "calls" }).or(page.getByText("No calls yet"))).toBeVisible();
  await expect(
    page.getByRole("table", { name: "guest passes of this unit" }).or(page.getByText("No guest passes")),
  ).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/unit-detail.png", fullPage: true });

  // A device of the building is renamed from the unit page, and the new name shows on the devices page.
  const renamed = unique("Street intercom");
  await page.getByRole("button", { name: "Edit Street intercom" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Street intercom" });
  await edit.getByLabel("Name").fill("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.locator("#field-name-error")).toHaveText("Name is required");
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Saved ${renamed}`);
  await page.goto("/admin/devices");
  await expect(page.getByRole("table", { name: "devices" })).toContainText(renamed);

  // The users list shows the resident's unit, linking back to the unit page.
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const users = page.getByRole("table", { name: "users" });
  await expect(users).toContainText(name);
  await expect(users.getByRole("link", { name: "B2" })).toHaveAttribute("href", /\/admin\/units\//);
  expect(await axeViolations(page), "users with their units").toEqual([]);

  // The name is put back, so other journeys find the seeded door.
  await page.goto("/admin/devices");
  await page.getByRole("button", { name: `Edit ${renamed}` }).click();
  const back = page.getByRole("dialog", { name: `Edit ${renamed}` });
  await back.getByLabel("Name").fill("Street intercom");
  await back.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved Street intercom");
});
