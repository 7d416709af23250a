import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

describe("/api/admin/units", () => {
  it("creates, lists, reads, updates and deletes a unit in shape A and B", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const created = await adminFetch(key, "POST", "/api/admin/units", {
      propertyId: tenant.propertyId,
      label: "4C",
      floor: "4",
    });
    expect(created.status).toBe(201);
    const unit = created.body.data.unit;
    expect(unit).toEqual({
      id: expect.any(String),
      propertyId: tenant.propertyId,
      label: "4C",
      floor: "4",
      directoryCode: "4C",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.body.meta).toEqual({ total: 1 });

    const list = await adminFetch(key, "GET", `/api/admin/units?q=4c&propertyId=${tenant.propertyId}&limit=10`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ units: [unit], total: 1, limit: 10, offset: 0, nextCursor: null });

    const updated = await adminFetch(key, "PATCH", `/api/admin/units/${unit.id}`, {
      directoryCode: "403",
      floor: null,
    });
    expect(updated.body.data.unit).toMatchObject({ label: "4C", floor: null, directoryCode: "403" });
    expect((await adminFetch(key, "GET", `/api/admin/units/${unit.id}`)).body.data.unit.directoryCode).toBe("403");

    const resident = await testDatabase().user.create({
      data: {
        tenantId: tenant.id,
        email: `unit-${uniqueSuffix()}@example.test`,
        name: "Resident",
        role: "resident",
        memberships: { create: { unitId: unit.id } },
      },
    });
    const deleted = await adminFetch(key, "DELETE", `/api/admin/units/${unit.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("deleted");
    expect(await testDatabase().unit.findUnique({ where: { id: unit.id } })).toBeNull();
    expect(await testDatabase().unitMembership.count({ where: { userId: resident.id } })).toBe(0);
    expect(await testDatabase().user.findUnique({ where: { id: resident.id } })).not.toBeNull();
    const actions = await testDatabase().auditLog.findMany({
      where: { targetId: unit.id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["unit.create", "unit.update", "unit.delete"]);
  });

  it("filters by property and tenant and pages in a stable label order", async () => {
    const tenant = await createTestTenant();
    const other = await testDatabase().property.create({
      data: { tenantId: tenant.id, name: "Other", address: "2 Test Street" },
    });
    const { key } = await createTestKey(null);
    for (const label of ["B2", "A1", "C3"])
      await testDatabase().unit.create({ data: { propertyId: tenant.propertyId, label, directoryCode: label } });
    await testDatabase().unit.create({ data: { propertyId: other.id, label: "A0", directoryCode: "A0" } });
    const first = await adminFetch(key, "GET", `/api/admin/units?propertyId=${tenant.propertyId}&limit=2`);
    expect(first.body.total).toBe(3);
    expect(first.body.units.map((u: { label: string }) => u.label)).toEqual(["A1", "B2"]);
    const second = await adminFetch(key, "GET", `/api/admin/units?propertyId=${tenant.propertyId}&limit=2&offset=2`);
    expect(second.body.units.map((u: { label: string }) => u.label)).toEqual(["C3"]);
    const byTenant = await adminFetch(key, "GET", `/api/admin/units?tenantId=${tenant.id}`);
    expect(byTenant.body.units.map((u: { label: string }) => u.label)).toEqual(["A0", "A1", "B2", "C3"]);
  });

  it("refuses to delete a unit with calls or guest passes, keeping its history", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const withCall = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: "1", directoryCode: "1" },
    });
    await testDatabase().call.create({
      data: {
        propertyId: tenant.propertyId,
        unitId: withCall.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550001",
        to: "+15550002",
      },
    });
    const withPass = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: "2", directoryCode: "2" },
    });
    const host = await testDatabase().user.create({
      data: { tenantId: tenant.id, email: `host-${uniqueSuffix()}@example.test`, name: "Host", role: "resident" },
    });
    await testDatabase().guestPass.create({
      data: {
        propertyId: tenant.propertyId,
        unitId: withPass.id,
        createdById: host.id,
        name: "Guest",
        pinHash: "x",
        qrTokenHash: `qr-${uniqueSuffix()}`,
        validFrom: new Date(),
        validUntil: new Date(Date.now() + 3_600_000),
        maxUses: 1,
      },
    });
    for (const unit of [withCall, withPass]) {
      const answer = await adminFetch(key, "DELETE", `/api/admin/units/${unit.id}`);
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe("CONFLICT");
      expect(await testDatabase().unit.findUnique({ where: { id: unit.id } })).not.toBeNull();
    }
  });

  it("answers duplicates with 409 and bad input with 400", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    expect(
      (
        await adminFetch(key, "POST", "/api/admin/units", {
          propertyId: tenant.propertyId,
          label: "7",
          directoryCode: "70",
        })
      ).status,
    ).toBe(201);
    const sameLabel = await adminFetch(key, "POST", "/api/admin/units", {
      propertyId: tenant.propertyId,
      label: "7",
      directoryCode: "71",
    });
    expect(sameLabel.status).toBe(409);
    expect(sameLabel.body.error.code).toBe("CONFLICT");
    expect(
      (
        await adminFetch(key, "POST", "/api/admin/units", {
          propertyId: tenant.propertyId,
          label: "8",
          directoryCode: "70",
        })
      ).status,
    ).toBe(409);
    for (const body of [
      { propertyId: tenant.propertyId, label: "9", floor: 9 },
      { propertyId: tenant.propertyId, label: "" },
      { propertyId: tenant.propertyId, label: "9", residents: [] },
      { label: "9" },
    ]) {
      const answer = await adminFetch(key, "POST", "/api/admin/units", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await adminFetch(key, "GET", "/api/admin/units?limit=0")).status).toBe(400);
  });

  it("lists only the units named by ids, in the caller's tenant, and refuses a malformed list", async () => {
    const [mine, theirs] = [await createTestTenant(), await createTestTenant()];
    const { key } = await createTestKey(mine.id);
    const database = testDatabase();
    const [a, b, c] = await Promise.all(
      ["B2", "A1", "C3"].map((label) =>
        database.unit.create({ data: { propertyId: mine.propertyId, label, directoryCode: label } }),
      ),
    );
    const their = await database.unit.create({
      data: { propertyId: theirs.propertyId, label: "T1", directoryCode: "T1" },
    });
    const named = await adminFetch(key, "GET", `/api/admin/units?ids=${a.id},${b.id},${their.id},missing`);
    expect(named.status).toBe(200);
    expect(named.body.units.map((unit: { label: string }) => unit.label)).toEqual(["A1", "B2"]);
    expect(named.body.total).toBe(2);
    expect((await adminFetch(key, "GET", `/api/admin/units?ids=${c.id}`)).body.units[0].id).toBe(c.id);
    const tooMany = Array.from({ length: 201 }, (_, i) => `u${i}`).join(",");
    for (const ids of ["", `${a.id},,${b.id}`, tooMany, "x".repeat(65), "u,".repeat(7000)]) {
      const refused = await adminFetch(key, "GET", `/api/admin/units?ids=${ids}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("VALIDATION_ERROR");
      expect(refused.body.error.details[0].field).toMatch(/^ids/);
    }
  });

  it("never shows, creates in or changes another tenant's units", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const theirUnit = await testDatabase().unit.create({
      data: { propertyId: theirs.propertyId, label: "T1", directoryCode: "T1" },
    });
    const { key } = await createTestKey(mine.id);
    expect((await adminFetch(key, "GET", `/api/admin/units/${theirUnit.id}`)).status).toBe(404);
    expect((await adminFetch(key, "PATCH", `/api/admin/units/${theirUnit.id}`, { label: "Mine now" })).status).toBe(
      404,
    );
    expect((await adminFetch(key, "DELETE", `/api/admin/units/${theirUnit.id}`)).status).toBe(404);
    const created = await adminFetch(key, "POST", "/api/admin/units", {
      propertyId: theirs.propertyId,
      label: "Sneaky",
    });
    expect(created.status).toBe(404);
    expect(created.body.error.code).toBe("NOT_FOUND");
    expect((await adminFetch(key, "GET", `/api/admin/units?tenantId=${theirs.id}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", `/api/admin/units?propertyId=${theirs.propertyId}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", "/api/admin/units")).body.total).toBe(0);
    expect(await testDatabase().unit.findMany({ where: { propertyId: theirs.propertyId } })).toEqual([theirUnit]);
  });

  it("lists a unit's guest passes newest first without their secrets, and only in the caller's tenant", async () => {
    const [mine, theirs] = [await createTestTenant(), await createTestTenant()];
    const { key } = await createTestKey(mine.id);
    const database = testDatabase();
    const unit = await database.unit.create({
      data: { propertyId: mine.propertyId, label: "5E", directoryCode: "5E" },
    });
    const resident = await database.user.create({
      data: {
        tenantId: mine.id,
        email: `passes.${uniqueSuffix()}@example.test`,
        name: "Pat",
        role: "resident",
        status: "active",
      },
    });
    const pass = (name: string, minutesAgo: number) =>
      database.guestPass.create({
        data: {
          propertyId: mine.propertyId,
          unitId: unit.id,
          createdById: resident.id,
          name,
          pinHash: `pin-${uniqueSuffix()}`,
          qrTokenHash: `qr-${uniqueSuffix()}`,
          validFrom: new Date(Date.now() - 3_600_000),
          validUntil: new Date(Date.now() + 3_600_000),
          maxUses: 3,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        },
      });
    const older = await pass("Older", 10);
    const newer = await pass("Newer", 1);
    const listed = await adminFetch(key, "GET", `/api/admin/units/${unit.id}/guest-passes?limit=10`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 2, limit: 10, offset: 0 });
    expect(listed.body.guestPasses.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
    expect(listed.body.guestPasses[0]).toMatchObject({ name: "Newer", status: "active", remainingUses: 3 });
    expect(JSON.stringify(listed.body)).not.toMatch(/pinHash|qrTokenHash|pin-/);
    const { key: theirKey } = await createTestKey(theirs.id);
    expect((await adminFetch(theirKey, "GET", `/api/admin/units/${unit.id}/guest-passes`)).status).toBe(404);
  });
});
