import { DEMO_PASSWORD, expect, test } from "./fixtures";

// After a correct password the browser follows callbackUrl only while it stays on this site.
for (const callbackUrl of [
  "/\\evil.example/phish",
  "//evil.example/phish",
  "/%5Cevil.example/phish",
  "https:evil.example/phish",
]) {
  test(`sign-in with callbackUrl ${callbackUrl} stays on the site`, async ({ page, baseURL }) => {
    await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.getByLabel("Email", { exact: true }).fill("staff@gatehouse.local");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/signin");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(page.url()).not.toContain("evil.example");
  });
}

test("a resident who signs in on the dashboard's page is sent to the portal, not shown the admin API's refusal", async ({
  page,
}) => {
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill("resident@gatehouse.local");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/portal"));
  await expect(page.getByText("Residents cannot use the admin API")).toHaveCount(0);
});
