import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "gatehouse";

// The server of e2e/global-setup.ts, started on a free port.
export const test = base.extend({
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts (its globalSetup starts the server)");
    await provide(url);
  },
  // A script or style the Content-Security-Policy blocks fails the test that loaded it.
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await provide(page);
    expect(violations, "Content-Security-Policy violations in the console").toEqual([]);
  },
});

export { expect };

// Signs in through the legacy SSO form, as a person would.
export async function signIn(page: Page, email: string, next = "/admin") {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(next)}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin"));
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
