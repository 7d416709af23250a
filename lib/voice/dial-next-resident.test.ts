import { describe, expect, it } from "vitest";
import { createPerson } from "../auth/testing/identity-fixtures";
import { createDoorBuilding } from "../testing/door-building";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { dialResident } from "./dial-next-resident";

describe("the intercom's dial list", () => {
  it("rings only the unit's active residents, as notifications reach: not one still invited or suspended", async () => {
    const database = testDatabase();
    const building = await createDoorBuilding();
    const [invited, suspended, active] = [
      await createPerson("resident", building.tenantId, { unitIds: [building.unit.id], status: "invited" }),
      await createPerson("resident", building.tenantId, { unitIds: [building.unit.id], status: "suspended" }),
      await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] }),
    ];
    // Each with a phone, the invited one first in dial order.
    for (const [dialOrder, person] of [invited, suspended, active].entries()) {
      await database.user.update({ where: { id: person.id }, data: { phone: "+15005550143" } });
      await database.unitMembership.update({
        where: { userId_unitId: { userId: person.id, unitId: building.unit.id } },
        data: { dialOrder },
      });
    }
    const call = await database.call.create({
      data: {
        propertyId: building.propertyId,
        unitId: building.unit.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550007777",
        to: "+15550008888",
        status: "ringing",
      },
    });
    expect((await database.$transaction((tx) => dialResident(tx, call.id, 0)))?.residentId).toBe(active.id);
    expect(await database.$transaction((tx) => dialResident(tx, call.id, 1))).toBeNull();
  });
});
