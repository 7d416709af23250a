import { createTestKey } from "./admin-client";
import { testDatabase, uniqueSuffix } from "./test-database";

// A tenant with one property (in `timezone`), a unit and an online door, with an admin key and a keypad key.
export async function createDoorBuilding(timezone = "UTC") {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenant = await database.tenant.create({ data: { name: `Building ${suffix}`, slug: `building-${suffix}` } });
  const property = await database.property.create({
    data: { tenantId: tenant.id, name: `Building ${suffix}`, address: "1 Test Road", timezone },
  });
  const unit = await database.unit.create({ data: { propertyId: property.id, label: "7A", directoryCode: "7A" } });
  const door = await database.device.create({
    data: {
      propertyId: property.id,
      name: "Front door",
      kind: "door_controller",
      status: "online",
      serialNumber: `door-${suffix}`,
    },
  });
  const { key } = await createTestKey(tenant.id);
  const keypadKey = (await createTestKey(tenant.id, ["devices:write"])).key;
  return { tenantId: tenant.id, propertyId: property.id, unit, door, key, keypadKey };
}
