import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";

describe("API key status is derived on the server", () => {
  it("answers active, revoked and expired as the status filter counts them", async () => {
    const tenant = await createTestTenant();
    const caller = await createTestKey(tenant.id);
    const expired = await createTestKey(tenant.id, ["api_keys:read"], { expiresAt: new Date(Date.now() - 60_000) });
    const revoked = await createTestKey(tenant.id, ["api_keys:read"]);
    await testDatabase().apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const listed = await adminFetch(caller.key, "GET", "/api/admin/api-keys?limit=100");
    const statusOf = (id: string) => listed.body.data.apiKeys.find((key: { id: string }) => key.id === id)?.status;
    expect([statusOf(caller.id), statusOf(expired.id), statusOf(revoked.id)]).toEqual(["active", "expired", "revoked"]);
    for (const status of ["active", "expired", "revoked"]) {
      const filtered = await adminFetch(caller.key, "GET", `/api/admin/api-keys?status=${status}&limit=100`);
      expect(filtered.body.data.apiKeys.map((key: { status: string }) => key.status)).toEqual(
        filtered.body.data.apiKeys.map(() => status),
      );
    }
    expect((await adminFetch(caller.key, "GET", `/api/admin/api-keys/${expired.id}`)).body.data.apiKey.status).toBe(
      "expired",
    );
  });
});
