import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { uniqueSuffix } from "../testing/test-database";

const taken = (field: string) => [{ field, issue: "is already taken" }];

describe("a unique value already taken", () => {
  it("answers 409 naming the field, whichever route and driver met it", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const post = (path: string, body: unknown) => adminFetch(key, "POST", `/api/admin/${path}`, body);

    const email = `taken-${uniqueSuffix()}@example.test`;
    expect((await post("users", { email, name: "One", role: "staff" })).status).toBe(201);
    const user = await post("users", { email, name: "Two", role: "staff" });
    expect(user.status).toBe(409);
    expect(user.body.error).toMatchObject({ code: "CONFLICT", details: taken("email") });

    const label = `L${uniqueSuffix()}`.slice(0, 20);
    expect((await post("units", { propertyId: tenant.propertyId, label })).status).toBe(201);
    const sameLabel = await post("units", { propertyId: tenant.propertyId, label, directoryCode: "9911" });
    expect(sameLabel.status).toBe(409);
    expect(sameLabel.body.error.details).toEqual(taken("label"));
    const sameCode = await post("units", { propertyId: tenant.propertyId, label: `${label}b`, directoryCode: label });
    expect(sameCode.status).toBe(409);
    // A directory code names the unit that holds it, as the intercom would reach it.
    expect(sameCode.body.error.details).toEqual([
      { field: "directoryCode", issue: `is already unit ${label}'s (the intercom reads codes without regard to case)` },
    ]);

    const serialNumber = `SN-${uniqueSuffix()}`;
    const device = { propertyId: tenant.propertyId, name: "Door", kind: "door_controller", serialNumber };
    expect((await post("devices", device)).status).toBe(201);
    const sameSerial = await post("devices", { ...device, name: "Other door" });
    expect(sameSerial.status).toBe(409);
    expect(sameSerial.body.error.details).toEqual(taken("serialNumber"));
  });
});
