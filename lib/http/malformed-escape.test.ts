import { describe, expect, it } from "vitest";
import { createTestKey, createTestTenant } from "../testing/admin-client";
import { baseUrl } from "../testing/test-database";

const BAD = "%E0%A4%A";

const apiPaths = [
  `/api/admin/properties/${BAD}`,
  `/api/admin/units/${BAD}`,
  `/api/admin/api-keys/${BAD}/rotate`,
  `/api/v1/guest-passes/${BAD}`,
  `/api/v1/access/${BAD}/open`,
  `/api/${BAD}`,
  `/registration/${BAD}`,
  `/access/doors/${BAD}/open`,
  `/devices/${BAD}`,
  `/api/webhooks/stripe/${BAD}`,
  `/telnyx/${BAD}`,
  `/twilio/${BAD}`,
];

describe("a malformed %-escape answers 400, never a 500", () => {
  it.each(apiPaths)("%s, with and without credentials, in the JSON error shape", async (path) => {
    const { key } = await createTestKey((await createTestTenant()).id);
    for (const headers of [{}, { authorization: `Bearer ${key}` }] as Record<string, string>[]) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${baseUrl()}${path}`, { method, headers });
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/application\/json/);
        expect((await response.json()).error.code).toBe("VALIDATION_ERROR");
      }
    }
  });

  it.each([`/admin/properties/${BAD}`, `/portal/${BAD}`, `/${BAD}`])(
    "page %s answers the HTML 400 page",
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(await response.text()).toContain("Bad request");
    },
  );

  // The server re-encodes a malformed query escape before any route sees it, so it is searched as literal text.
  it("a malformed escape in the query is read as literal text, never a 5xx", async () => {
    const { key } = await createTestKey((await createTestTenant()).id);
    const search = await fetch(`${baseUrl()}/api/admin/properties?q=${BAD}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(search.status).toBe(200);
    expect((await search.json()).properties).toEqual([]);
    expect(
      (await fetch(`${baseUrl()}/api/admin/properties?limit=${BAD}`, { headers: { authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(400);
  });

  it("well-formed escapes still reach the route", async () => {
    const { key } = await createTestKey((await createTestTenant()).id);
    const response = await fetch(`${baseUrl()}/api/admin/properties?q=%E0%A4%A8`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
  });
});
