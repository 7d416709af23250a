import { describe, expect, it } from "vitest";
import type { AdminPrincipal } from "../auth/admin-principal";
import { ALL_SCOPES } from "../auth/scopes";
import { createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { findDevice, findDoor } from "./find-device";

const principalOf = (tenantId: string | null): AdminPrincipal => ({
  kind: "api_key",
  id: `key-${uniqueSuffix()}`,
  tenantId,
  userId: null,
  scopes: new Set(ALL_SCOPES),
});

async function doorOf(propertyId: string) {
  return testDatabase().device.create({
    data: { propertyId, name: "Door", kind: "door_controller", serialNumber: `SN-${uniqueSuffix()}`, status: "online" },
  });
}

// What each read answers: the device's id and tenant, or the 404's code.
const outcome = (read: Promise<{ id: string; property: { tenantId: string } }>) =>
  read.then(
    (device) => ({ id: device.id, tenantId: device.property.tenantId }),
    (error: { code?: string }) => error.code,
  );

describe("findDoor and findDevice", () => {
  it("apply one tenant rule: a tenant sees its own devices, another tenant's is a 404, the platform sees all", async () => {
    const [mine, theirs] = await Promise.all([createTestTenant(), createTestTenant()]);
    const [myDoor, theirDoor] = await Promise.all([doorOf(mine.propertyId), doorOf(theirs.propertyId)]);
    const cases = [
      { principal: principalOf(mine.id), id: myDoor.id, expected: { id: myDoor.id, tenantId: mine.id } },
      { principal: principalOf(mine.id), id: theirDoor.id, expected: "NOT_FOUND" },
      { principal: principalOf(null), id: theirDoor.id, expected: { id: theirDoor.id, tenantId: theirs.id } },
      { principal: principalOf(null), id: "no-such-device", expected: "NOT_FOUND" },
    ];
    for (const { principal, id, expected } of cases) {
      expect(await outcome(findDoor(principal, id))).toEqual(expected);
      expect(await outcome(findDevice(principal, id))).toEqual(expected);
    }
  });
});
