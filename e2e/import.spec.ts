import { readFileSync } from "node:fs";
import path from "node:path";
import { axeViolations } from "./axe";
import { expect, signIn, test } from "./fixtures";

// The sample rent roll, with emails of this run so a repeated run starts from new residents.
const tag = Date.now().toString(36);
const rentRoll = readFileSync(path.resolve("e2e/fixtures/rent-roll-50.csv"), "utf8").replaceAll(
  "rentroll-",
  `rentroll-${tag}-`,
);

test("the owner imports a 50-row rent roll: the dry run shows the bad row, the fixed file imports, a second import changes nothing", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties");
  await page.getByRole("link", { name: "Import rent roll" }).click();
  await expect(page.getByRole("heading", { name: "Import residents" })).toBeVisible();
  expect(await axeViolations(page), "empty import page").toEqual([]);

  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "rent-roll.csv", mimeType: "text/csv", buffer: Buffer.from(rentRoll) });
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("26");
  await expect(errors).toContainText("email");
  await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  expect(await axeViolations(page), "dry run with errors").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/import-dry-run.png", fullPage: true });

  const fixed = rentRoll.replace(`rentroll-${tag}-25.example.test`, `rentroll-${tag}-25@example.test`);
  await page.getByLabel("Or paste the CSV").fill(fixed);
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await expect(page.getByText("2. Dry run: ready to import")).toBeVisible();
  await expect(page.getByTestId("import-counts")).toContainText("New residents50");

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 50 rows" })).toContainText("50 new");
  expect(await axeViolations(page), "import result").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/import-result.png", fullPage: true });

  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 50 rows" })).toContainText(
    "0 new, 0 updated, 50 unchanged",
  );
});
