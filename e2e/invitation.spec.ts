import { readSavedMail } from "../lib/mail/testing/start-smtp-stand-in";
import { expect, signIn, test } from "./fixtures";

const mailFolder = () => {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts");
  return folder;
};

test("the owner invites a resident, whose mailed link sets a password that signs them in to the portal", async ({
  page,
  browser,
}) => {
  const email = `ines-${Date.now().toString(36)}@example.test`;
  const since = Date.now();
  await signIn(page, "owner@gatehouse.local", "/admin/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill("Ines Invitee");
  await dialog.getByLabel("Role").selectOption("resident");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invited ${email}`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Resend the invitation of Ines Invitee" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Withdraw the invitation of Ines Invitee" })).toBeVisible();

  const mail = await readSavedMail(mailFolder(), email, { after: since });
  expect(mail.subject).toMatch(/^You're invited to Gatehouse/);
  expect(mail.link).toContain("/set-password?token=");

  const resident = await (await browser.newContext()).newPage();
  await resident.goto(mail.link as string);
  await expect(resident.getByRole("heading", { name: "Welcome to Gatehouse" })).toBeVisible();
  await resident.getByLabel("New password").fill("ines picks a long one");
  await resident.getByLabel("Repeat the password").fill("ines picks a long one");
  await resident.getByRole("button", { name: "Set password" }).click();
  await expect(resident.getByText(`Your password is set. Sign in as ${email}.`)).toBeVisible();
  await resident.screenshot({ path: "e2e/screenshots/set-password-done.png" });

  await resident.getByRole("link", { name: "Sign in to the resident portal" }).click();
  await resident.getByLabel("Email", { exact: true }).fill(email);
  await resident.getByLabel("Password", { exact: true }).fill("ines picks a long one");
  await resident.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(resident.getByRole("heading", { name: "Hello, Ines" })).toBeVisible();

  // The link worked once.
  await resident.goto(mail.link as string);
  await expect(resident.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(resident.getByText("This link was already used.")).toBeVisible();
});
