import type { Page } from "@playwright/test";
import { createDatabaseClient } from "../lib/db/client";
import { expect } from "./fixtures";

export const NEW_YORK = "America/New_York";
export const nyDay = (instant: Date) => instant.toLocaleDateString("en-CA", { timeZone: NEW_YORK });

export async function withDatabase<T>(
  work: (database: ReturnType<typeof createDatabaseClient>) => Promise<T>,
): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run through playwright.config.ts");
  const database = createDatabaseClient(url);
  try {
    return await work(database);
  } finally {
    await database.$disconnect();
  }
}

// The demo tenant's call starts on one New York day, read from the database, sorted.
export const demoCallsOnNyDay = (day: string) =>
  withDatabase(async (database) => {
    const calls = await database.call.findMany({
      where: { property: { tenantId: "demo-tenant" } },
      select: { startedAt: true },
    });
    return calls
      .filter((call) => nyDay(call.startedAt) === day)
      .map((call) => call.startedAt.toISOString())
      .sort();
  });

// Every call start the table lists, across its pages.
export async function listedStarts(page: Page): Promise<string[]> {
  const table = page.getByRole("table", { name: "calls" });
  const starts: string[] = [];
  for (;;) {
    await expect(table).toHaveAttribute("aria-busy", "false");
    starts.push(
      ...(await table
        .locator("tbody time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""))),
    );
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next" });
    if (await next.isDisabled()) return starts;
    const first = await table.locator("tbody time").first().getAttribute("datetime");
    await next.click();
    await expect(table.locator("tbody time").first()).not.toHaveAttribute("datetime", first ?? "");
  }
}
