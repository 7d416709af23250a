import type { APIRequestContext, Page } from "@playwright/test";
import twilio from "twilio";
import { issueApiKey } from "../lib/api-keys/issue-api-key";
import type { Scope } from "../lib/auth/scopes";
import { createDatabaseClient } from "../lib/db/client";
import { expect } from "./fixtures";

export const RESIDENT = "resident@gatehouse.local";
export const DEMO_TENANT = "demo-tenant";
// The demo property the intercom answers on, and the directory code of the resident's unit.
export const HARBOR_VIEW_NUMBER = "+15005550006";
export const RESIDENT_UNIT_CODE = "101";

// The development sign-in of the portal, as a person would use it; lands back on `path`.
export async function signInToPortal(page: Page, path = "/portal", email = RESIDENT) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/portal\/sign-in\?next=/);
  await expect(page.getByRole("heading", { name: "Local development sign-in" })).toBeVisible();
  await page.getByLabel("Development account email").fill(email);
  await page.getByRole("button", { name: "Sign in for development" }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
}

type Membership = { unitId: string; dialOrder?: number; moveInOn?: Date | null; moveOutOn?: Date | null };

// An active resident of the demo tenant with these memberships, made straight in the test database; `tag` keeps the
// email unique.
export const createDemoResident = (
  database: ReturnType<typeof createDatabaseClient>,
  name: string,
  tag: string,
  memberships: Membership[],
) =>
  database.user.create({
    data: {
      tenantId: DEMO_TENANT,
      email: `${name.toLowerCase()}-${tag}@example.test`,
      name,
      role: "resident",
      status: "active",
      memberships: { create: memberships },
    },
  });

// A key of the demo tenant minted straight in the test database, as the CLI would.
export async function mintApiKey(scopes: Scope[], name: string): Promise<string> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run through playwright.config.ts");
  const database = createDatabaseClient(url);
  try {
    return (await issueApiKey(database, { name, scopes, tenantId: DEMO_TENANT })).key;
  } finally {
    await database.$disconnect();
  }
}

// Granted door opens by method in [from, now + 1 h), as the admin analytics answer them.
export async function doorOpensByMethod(
  request: APIRequestContext,
  key: string,
  propertyId: string,
  from: Date,
): Promise<Record<string, number>> {
  const to = new Date(Date.now() + 3_600_000);
  const reply = await request.get("/api/admin/analytics", {
    headers: { authorization: `Bearer ${key}` },
    params: { from: from.toISOString(), to: to.toISOString(), interval: "hour", propertyId },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as {
    data: { analytics: { totals: { doorOpens: { byMethod: Record<string, number> } } } };
  };
  return body.data.analytics.totals.doorOpens.byMethod;
}

// Posts a form the way Twilio does, signed with the e2e server's auth token over the address it is reached at.
export async function postTwilio(
  request: APIRequestContext,
  baseUrl: string,
  path: string,
  params: Record<string, string>,
): Promise<string> {
  const token = process.env.E2E_TWILIO_AUTH_TOKEN;
  if (!token) throw new Error("E2E_TWILIO_AUTH_TOKEN is not set: run through playwright.config.ts");
  const signature = twilio.getExpectedTwilioSignature(token, `${baseUrl}${path}`, params);
  const reply = await request.post(path, {
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    data: new URLSearchParams(params).toString(),
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return reply.text();
}

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

export function twimlAttribute(twiml: string, tag: string, attribute: string): string {
  const element = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="([^"]*)"`).exec(twiml);
  if (!element) throw new Error(`No <${tag} ${attribute}> in ${twiml}`);
  return unescape(element[1]);
}

export const dialedNumber = (twiml: string) =>
  /<Dial\b[^>]*>[\s\S]*?<Number[^>]*>([^<]+)<\/Number>/.exec(twiml)?.[1] ?? null;
