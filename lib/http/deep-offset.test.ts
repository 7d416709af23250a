import { beforeAll, describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { SEEK_FROM_OFFSET } from "./read-keyset-page";

const DAY = 24 * 3600 * 1000;
const ROWS = SEEK_FROM_OFFSET + 40;
const CALLS = SEEK_FROM_OFFSET + 300;

let key: string;
let tenantId: string;
let propertyId: string;

// A tenant with a little over SEEK_FROM_OFFSET users and units, and calls enough that each filter below keeps more than
// that, their sort values tied in runs (names used 7 times, calls starting in threes at one instant) and the calls
// spread over 5 days, so deep pages start mid-tie and mid-hour.
beforeAll(async () => {
  const tenant = await createTestTenant();
  ({ id: tenantId, propertyId } = tenant);
  key = (await createTestKey(tenantId)).key;
  const database = testDatabase();
  const suffix = uniqueSuffix();
  await database.user.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      name: `Deep ${String(n % 150).padStart(3, "0")}`,
      email: `deep-${n}-${suffix}@example.test`,
      role: "resident" as const,
    })),
  });
  await database.unit.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({ propertyId, label: `U${n}`, directoryCode: `${n}` })),
  });
  await database.accessEvent.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      propertyId,
      method: "app" as const,
      result: n % 4 ? ("granted" as const) : ("denied" as const),
      occurredAt: new Date(Date.now() - 3 * DAY + Math.floor(n / 4) * 60_000),
    })),
  });
  await database.auditLog.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      actorType: "system" as const,
      action: "deep.test",
      targetType: "tenant",
      targetId: tenantId,
      createdAt: new Date(Date.now() - 2 * DAY + Math.floor(n / 2) * 1000),
    })),
  });
  const start = Date.now() - 5 * DAY;
  await database.call.createMany({
    data: Array.from({ length: CALLS }, (_, n) => ({
      propertyId,
      carrier: n % 2 ? ("twilio" as const) : ("telnyx" as const),
      carrierCallId: `deep-${n}-${suffix}`,
      from: "+15550100",
      to: "+15550101",
      status: n % 5 ? ("completed" as const) : ("busy" as const),
      startedAt: new Date(start + Math.floor(n / 3) * Math.floor((5 * DAY) / CALLS) * 3),
    })),
  });
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("deep offsets", () => {
  it("answers a page past SEEK_FROM_OFFSET with the rows plain OFFSET gives, ties and the last page included", async () => {
    const users = { tenantId };
    const usersOrder = [{ name: "asc" as const }, { id: "asc" as const }];
    for (const [offset, limit] of [
      [SEEK_FROM_OFFSET, 25],
      [SEEK_FROM_OFFSET + 7, 50],
      [SEEK_FROM_OFFSET - 3, 10],
    ]) {
      const page = await adminFetch(key, "GET", `/api/admin/users?limit=${limit}&offset=${offset}`);
      const expected = await testDatabase().user.findMany({
        where: users,
        orderBy: usersOrder,
        skip: offset,
        take: limit,
      });
      expect(ids(page.body.users)).toEqual(ids(expected));
      expect(page.body.total).toBe(ROWS);
    }
    const units = await adminFetch(key, "GET", `/api/admin/units?limit=30&offset=${SEEK_FROM_OFFSET + 5}`);
    const expectedUnits = await testDatabase().unit.findMany({
      where: { propertyId },
      orderBy: [{ label: "asc" }, { id: "asc" }],
      skip: SEEK_FROM_OFFSET + 5,
      take: 30,
    });
    expect(ids(units.body.units)).toEqual(ids(expectedUnits));
  });

  it("pages deep into access events and audit logs as plain OFFSET does", async () => {
    const offset = SEEK_FROM_OFFSET + 3;
    // Mid-minute and on the last page, so the hour the counts name is entered part way and left short.
    for (const skip of [offset, ROWS - 7]) {
      const events = await adminFetch(key, "GET", `/api/admin/access-events?limit=20&offset=${skip}`);
      const expectedEvents = await testDatabase().accessEvent.findMany({
        where: { tenantId },
        orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
        skip,
        take: 20,
      });
      expect(ids(events.body.accessEvents), `offset ${skip}`).toEqual(ids(expectedEvents));
      expect(expectedEvents.length).toBeGreaterThan(0);
    }
    const logs = await adminFetch(key, "GET", `/api/admin/audit-logs?limit=20&offset=${offset}&action=deep.test`);
    const expectedLogs = await testDatabase().auditLog.findMany({
      where: { tenantId, action: "deep.test" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: offset,
      take: 20,
    });
    expect(ids(logs.body.auditLogs)).toEqual(ids(expectedLogs));
    expect(expectedLogs).toHaveLength(20);
  });

  it.each([
    ["every call (the hour from the rollups)", "", {}],
    ["one status (the hour from the rollups)", "&status=completed", { status: "completed" as const }],
    [
      "a time range (walked without the rollups)",
      `&from=${new Date(Date.now() - 6 * DAY).toISOString()}`,
      { startedAt: { gte: new Date(Date.now() - 6 * DAY) } },
    ],
  ])("pages deep into the calls: %s", async (_name, filter, where) => {
    const total = await testDatabase().call.count({ where: { propertyId, ...where } });
    const offset = SEEK_FROM_OFFSET + 1;
    expect(total).toBeGreaterThan(offset + 20);
    const page = await adminFetch(
      key,
      "GET",
      `/api/admin/calls?propertyId=${propertyId}&limit=50&offset=${offset}${filter}`,
    );
    const expected = await testDatabase().call.findMany({
      where: { propertyId, ...where },
      orderBy: [{ startedAt: "desc" }, { id: "asc" }],
      skip: offset,
      take: 50,
    });
    expect(page.status).toBe(200);
    expect(ids(page.body.calls)).toEqual(ids(expected));
    expect(page.body.total).toBe(total);
  });

  it("answers an offset past the end with no rows, the total and no cursor", async () => {
    for (const path of [
      `/api/admin/calls?propertyId=PROPERTY&offset=${CALLS}`,
      `/api/admin/calls?propertyId=PROPERTY&offset=${ROWS + 5000}&status=busy`,
      `/api/admin/users?offset=${ROWS + 1}`,
    ]) {
      const page = await adminFetch(key, "GET", path.replace("PROPERTY", propertyId));
      const [plural] = Object.keys(page.body).filter((name) => Array.isArray(page.body[name]));
      expect(page.body[plural]).toEqual([]);
      expect(page.body.nextCursor).toBeNull();
      expect(page.body.total).toBe(path.includes("busy") ? CALLS / 5 : path.includes("calls") ? CALLS : ROWS);
    }
  });
});
