import { describe, expect, it } from "vitest";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";
import { adminFetch, createTestKey } from "../testing/admin-client";
import { createDoorBuilding } from "../testing/door-building";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";

// A unit with an online door and a resident who issued a pass.
async function createBuildingWithPass() {
  const { tenantId, unit, door, keypadKey } = await createDoorBuilding();
  const person = await createPerson("resident", tenantId, { unitIds: [unit.id] });
  const token = await login(baseUrl(), person.email);
  const created = await send(baseUrl(), "POST", "/api/v1/guest-passes", {
    bearer: token,
    body: {
      name: "Courier",
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
      maxUses: 5,
    },
  });
  expect(created.status).toBe(201);
  const pass = created.body?.data.guestPass as { id: string; pin: string };
  const keypad = () =>
    send(baseUrl(), "POST", "/access/keypad", { bearer: keypadKey, body: { deviceId: door.id, pin: pass.pin } });
  return { tenantId, unit, token, pass, keypad };
}

const revoke = (key: string, id: string) => adminFetch(key, "POST", `/api/admin/guest-passes/${id}/revoke`);

describe("POST /api/admin/guest-passes/{id}/revoke", () => {
  it("lets staff revoke a resident's pass: the keypad refuses it, the resident sees it revoked, once audited", async () => {
    const building = await createBuildingWithPass();
    expect((await building.keypad()).status).toBe(201);
    const { key, id: keyId } = await createTestKey(building.tenantId, ["units:read", "units:write"]);

    const revoked = await revoke(key, building.pass.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.guestPass).toMatchObject({
      id: building.pass.id,
      status: "revoked",
      usable: false,
      revokedAt: expect.any(String),
    });
    expect(revoked.body.data.guestPass).not.toHaveProperty("pin");
    const refused = await building.keypad();
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toBe("Access denied: guest pass revoked");
    const own = await send(baseUrl(), "GET", "/api/v1/guest-passes?status=past", { bearer: building.token });
    expect(own.body?.guestPasses).toEqual([expect.objectContaining({ id: building.pass.id, status: "revoked" })]);
    const listed = await adminFetch(key, "GET", `/api/admin/units/${building.unit.id}/guest-passes`);
    expect(listed.body.guestPasses[0]).toMatchObject({ id: building.pass.id, status: "revoked" });

    const again = await revoke(key, building.pass.id);
    expect(again.status).toBe(200);
    expect(again.body.data.guestPass.revokedAt).toBe(revoked.body.data.guestPass.revokedAt);
    const audit = await testDatabase().auditLog.findMany({ where: { targetId: building.pass.id } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: "guest_pass.revoke",
        targetType: "guest_pass",
        actorType: "api_key",
        actorId: keyId,
        tenantId: building.tenantId,
        data: { unitId: building.unit.id },
      }),
    ]);
    const owner = (await createTestKey(building.tenantId)).key;
    const trail = await adminFetch(owner, "GET", `/api/admin/audit-logs?targetId=${building.pass.id}`);
    expect(trail.body.auditLogs).toEqual([
      expect.objectContaining({ action: "guest_pass.revoke", targetName: "Courier" }),
    ]);
  });

  it("answers 404 for another tenant's pass and leaves it usable, where its own tenant revokes it", async () => {
    const building = await createBuildingWithPass();
    const other = await testDatabase().tenant.create({
      data: { name: `Other ${uniqueSuffix()}`, slug: `other-${uniqueSuffix()}` },
    });
    const { key } = await createTestKey(other.id);
    const refused = await revoke(key, building.pass.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("NOT_FOUND");
    expect(
      (await testDatabase().guestPass.findUniqueOrThrow({ where: { id: building.pass.id } })).revokedAt,
    ).toBeNull();
    expect((await building.keypad()).status).toBe(201);
    // The same pass is revoked by a key of its own tenant.
    expect((await revoke((await createTestKey(building.tenantId)).key, building.pass.id)).status).toBe(200);
  });
});
