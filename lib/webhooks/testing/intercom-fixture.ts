import { testDatabase, uniqueSuffix } from "../../testing/test-database";

export type IntercomFixture = {
  tenantId: string;
  propertyId: string;
  phoneNumber: string;
  unitId: string;
  unitCode: string;
  residents: { id: string; phone: string }[];
  doorId: string;
};

const phone = () => `+1777${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

// A property of its own with an entrance door and one unit of two residents, so call tests never share rows.
export async function createIntercomFixture(
  hours: { opensAt?: string; closesAt?: string; timezone?: string } = {},
): Promise<IntercomFixture> {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenant = await database.tenant.create({ data: { name: `Intercom ${suffix}`, slug: `intercom-${suffix}` } });
  const property = await database.property.create({
    data: {
      tenantId: tenant.id,
      name: `Intercom House ${suffix}`,
      address: "5 Call Street",
      phoneNumber: phone(),
      timezone: hours.timezone ?? "UTC",
      intercomOpensAt: hours.opensAt ?? null,
      intercomClosesAt: hours.closesAt ?? null,
    },
  });
  const unit = await database.unit.create({ data: { propertyId: property.id, label: "4C", directoryCode: "402" } });
  const residents = [];
  for (const [dialOrder, name] of ["First Resident", "Second Resident"].entries()) {
    const user = await database.user.create({
      data: {
        tenantId: tenant.id,
        email: `${dialOrder}-${suffix}@intercom.test`,
        name,
        role: "resident",
        status: "active",
        phone: phone(),
        memberships: { create: { unitId: unit.id, dialOrder } },
      },
    });
    residents.push({ id: user.id, phone: user.phone as string });
  }
  const door = await database.device.create({
    data: {
      propertyId: property.id,
      name: "Entrance",
      kind: "door_controller",
      serialNumber: `IC-${suffix}`,
      status: "online",
      isEntrance: true,
    },
  });
  return {
    tenantId: tenant.id,
    propertyId: property.id,
    phoneNumber: property.phoneNumber as string,
    unitId: unit.id,
    unitCode: "402",
    residents,
    doorId: door.id,
  };
}
