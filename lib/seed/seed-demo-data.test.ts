import { describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/hash-password";
import { Prisma } from "../db/generated/client";
import { testDatabase } from "../testing/test-database";
import { seedDemoData } from "./seed-demo-data";

describe("demo data", () => {
  it("has the demo tenant, its two properties and the four documented accounts", async () => {
    const database = testDatabase();
    const demo = await database.tenant.findUniqueOrThrow({ where: { slug: "demo" }, include: { properties: true } });
    expect(demo.properties).toHaveLength(2);
    expect(demo.properties.map((p) => p.phoneNumber)).toContain("+15005550006");
    const accounts = await database.user.findMany({ where: { email: { endsWith: "@gatehouse.local" } } });
    const roleOf = (email: string) => accounts.find((a) => a.email === email);
    expect(roleOf("admin@gatehouse.local")).toMatchObject({ role: "platform_admin", tenantId: null });
    expect(roleOf("owner@gatehouse.local")).toMatchObject({ role: "owner", tenantId: demo.id });
    expect(roleOf("staff@gatehouse.local")).toMatchObject({ role: "staff", tenantId: demo.id });
    const resident = await database.user.findUniqueOrThrow({
      where: { email: "resident@gatehouse.local" },
      include: { memberships: { include: { unit: true } } },
    });
    expect(resident.role).toBe("resident");
    expect(resident.memberships[0]?.unit.propertyId).toBe(
      demo.properties.find((p) => p.phoneNumber === "+15005550006")?.id,
    );
    expect(await verifyPassword("gatehouse", resident.passwordHash)).toBe(true);
  });

  it("covers the last 30 days with calls and access events", async () => {
    const database = testDatabase();
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const days = await database.$queryRaw<{ days: bigint }[]>`
      SELECT count(DISTINCT date_trunc('day', "startedAt")) AS days FROM calls WHERE "startedAt" >= ${since}`;
    expect(Number(days[0].days)).toBeGreaterThanOrEqual(29);
    expect(await database.accessEvent.count({ where: { occurredAt: { gte: since }, method: "dtmf" } })).toBeGreaterThan(
      0,
    );
    expect(await database.callEvent.count()).toBeGreaterThan(await database.call.count());
  });

  it("names only a tenant's own people in its access events and calls", async () => {
    const database = testDatabase();
    const tenants = ["demo-tenant", "northwind-tenant"];
    const events = await database.accessEvent.findMany({
      where: { id: { startsWith: "demo-" }, tenantId: { in: tenants }, userId: { not: null } },
      select: { tenantId: true, user: { select: { tenantId: true } } },
    });
    const calls = await database.call.findMany({
      where: { id: { startsWith: "demo-" }, property: { tenantId: { in: tenants } }, residentId: { not: null } },
      select: { property: { select: { tenantId: true } }, resident: { select: { tenantId: true } } },
    });
    expect(events.length).toBeGreaterThan(0);
    expect(calls.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.user?.tenantId !== event.tenantId)).toEqual([]);
    expect(calls.filter((call) => call.resident?.tenantId !== call.property.tenantId)).toEqual([]);
  });

  it("lists a unit's residents in dial order 1, 2, …", async () => {
    const memberships = await testDatabase().unitMembership.findMany({
      where: { unitId: "demo-harbor-view-101" },
      orderBy: { dialOrder: "asc" },
      select: { dialOrder: true, user: { select: { email: true } } },
    });
    expect(memberships).toEqual([
      { dialOrder: 1, user: { email: "resident@gatehouse.local" } },
      { dialOrder: 2, user: { email: "jordan@gatehouse.local" } },
    ]);
  });

  it("gives every demo device 30 days of status history, mostly online, ending in its current status", async () => {
    const database = testDatabase();
    const devices = await database.device.findMany({
      where: { property: { tenant: { slug: { in: ["demo", "northwind"] } } } },
      include: { statusEvents: { orderBy: { occurredAt: "asc" } } },
    });
    expect(devices.length).toBeGreaterThan(0);
    for (const device of devices) {
      const [first, ...rest] = device.statusEvents;
      expect(Date.now() - first.occurredAt.getTime()).toBeGreaterThanOrEqual(29 * 24 * 3600 * 1000);
      expect(rest.some((event) => event.status === "offline")).toBe(true);
      expect(device.statusEvents.at(-1)?.status).toBe(device.status);
    }
    const [{ online }] = await database.$queryRaw<{ online: number }[]>`
      SELECT avg(CASE WHEN status = 'online' THEN 1.0 ELSE 0 END * extract(epoch FROM until - since)) / avg(extract(epoch FROM until - since)) AS online
      FROM (SELECT status, "occurredAt" AS since, coalesce(lead("occurredAt") OVER (PARTITION BY "deviceId" ORDER BY "occurredAt"), now()) AS until
            FROM device_status_events WHERE "deviceId" IN (${Prisma.join(devices.map((device) => device.id))})) intervals`;
    expect(Number(online)).toBeGreaterThan(0.9);
  });

  it("can be applied again without duplicating anything", async () => {
    const database = testDatabase();
    const before = await seedDemoData(database);
    const after = await seedDemoData(database);
    expect(after).toEqual(before);
  });
});
