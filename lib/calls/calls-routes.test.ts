import { describe, expect, it } from "vitest";
import type { Prisma } from "../db/generated/client";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const HOUR = 3_600_000;
const base = Date.UTC(2026, 0, 10, 12);
const at = (hours: number) => new Date(base + hours * HOUR);

// A tenant with one unit, one resident and four calls an hour apart, newest last.
async function createCallHistory() {
  const tenant = await createTestTenant();
  const database = testDatabase();
  const unit = await database.unit.create({
    data: { propertyId: tenant.propertyId, label: "2B", directoryCode: "22" },
  });
  const resident = await database.user.create({
    data: {
      tenantId: tenant.id,
      email: `r-${uniqueSuffix()}@example.test`,
      name: "Resident",
      role: "resident",
      memberships: { create: { unitId: unit.id } },
    },
  });
  const call = (data: Partial<Prisma.CallUncheckedCreateInput>) =>
    database.call.create({
      data: {
        propertyId: tenant.propertyId,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+16175550100",
        to: "+15005559999",
        ...data,
      },
    });
  const answered = await call({
    unitId: unit.id,
    residentId: resident.id,
    status: "completed",
    outcome: "door_opened",
    from: "+16175551234",
    startedAt: at(0),
    answeredAt: new Date(at(0).getTime() + 5_000),
    endedAt: new Date(at(0).getTime() + 45_000),
    durationSeconds: 45,
  });
  const missed = await call({
    unitId: unit.id,
    status: "no_answer",
    outcome: "unanswered",
    carrier: "telnyx",
    startedAt: at(1),
  });
  const live = await call({ unitId: unit.id, residentId: resident.id, status: "in_progress", startedAt: at(2) });
  const busy = await call({ status: "busy", outcome: "unanswered", startedAt: at(3) });
  return { tenant, unit, resident, answered, missed, live, busy };
}

describe("/api/admin/calls", () => {
  it("lists calls in shape A, newest first, with API status spellings", async () => {
    const { tenant, unit, resident, answered, missed, live, busy } = await createCallHistory();
    const { key } = await createTestKey(tenant.id, ["calls:read"]);
    const list = await adminFetch(key, "GET", "/api/admin/calls?limit=10");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 4, limit: 10, offset: 0 });
    expect(list.body.calls.map((c: { id: string }) => c.id)).toEqual([busy.id, live.id, missed.id, answered.id]);
    expect(list.body.calls.map((c: { status: string }) => c.status)).toEqual([
      "busy",
      "in-progress",
      "no-answer",
      "completed",
    ]);
    expect(list.body.calls[3]).toEqual({
      id: answered.id,
      propertyId: tenant.propertyId,
      unitId: unit.id,
      residentId: resident.id,
      carrier: "twilio",
      carrierCallId: answered.carrierCallId,
      from: "+16175551234",
      to: "+15005559999",
      direction: "inbound",
      status: "completed",
      outcome: "door_opened",
      startedAt: at(0).toISOString(),
      answeredAt: new Date(at(0).getTime() + 5_000).toISOString(),
      endedAt: new Date(at(0).getTime() + 45_000).toISOString(),
      durationSeconds: 45,
    });

    const page = await adminFetch(key, "GET", "/api/admin/calls?limit=2&offset=1");
    expect(page.body.calls.map((c: { id: string }) => c.id)).toEqual([live.id, missed.id]);
    expect(page.body).toMatchObject({ total: 4, limit: 2, offset: 1 });
  });

  it("filters by hyphenated status, outcome, carrier, unit, resident, property, tenant and number", async () => {
    const { tenant, unit, resident, answered, missed, live, busy } = await createCallHistory();
    const { key } = await createTestKey(tenant.id);
    const ids = async (query: string) => {
      const response = await adminFetch(key, "GET", `/api/admin/calls?${query}`);
      expect(response.status, query).toBe(200);
      // Every list fits one page, so its total (from the rollups where the filters allow) is its length.
      expect(response.body.total, query).toBe(response.body.calls.length);
      return response.body.calls.map((c: { id: string }) => c.id);
    };
    expect(await ids("status=in-progress")).toEqual([live.id]);
    expect(await ids("status=no-answer&outcome=unanswered")).toEqual([missed.id]);
    expect(await ids("status=completed&outcome=unanswered")).toEqual([]);
    expect(await ids("live=true&outcome=door_opened")).toEqual([]);
    expect(await ids("outcome=door_opened")).toEqual([answered.id]);
    expect(await ids("status=no-answer")).toEqual([missed.id]);
    expect(await ids("status=completed")).toEqual([answered.id]);
    expect(await ids("outcome=unanswered")).toEqual([busy.id, missed.id]);
    expect(await ids("carrier=telnyx")).toEqual([missed.id]);
    expect(await ids(`unitId=${unit.id}`)).toEqual([live.id, missed.id, answered.id]);
    expect(await ids(`residentId=${resident.id}&status=completed`)).toEqual([answered.id]);
    expect(await ids(`propertyId=${tenant.propertyId}&tenantId=${tenant.id}`)).toHaveLength(4);
    expect(await ids("q=551234")).toEqual([answered.id]);
    expect(await ids("q=5005559999")).toHaveLength(4);

    for (const query of [
      "status=in_progress",
      "status=no_answer",
      "outcome=maybe",
      "carrier=skype",
      "limit=500",
      "direction=inbound",
    ]) {
      const response = await adminFetch(key, "GET", `/api/admin/calls?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("bounds startedAt with from (inclusive) and to (exclusive), and refuses from not before to", async () => {
    const { tenant, missed, live, busy } = await createCallHistory();
    const { key } = await createTestKey(tenant.id);
    const ids = async (query: string) =>
      (await adminFetch(key, "GET", `/api/admin/calls?${query}`)).body.calls.map((c: { id: string }) => c.id);
    expect(await ids(`from=${at(1).toISOString()}&to=${at(3).toISOString()}`)).toEqual([live.id, missed.id]);
    expect(await ids(`from=${at(2).toISOString()}`)).toEqual([busy.id, live.id]);
    expect(await ids(`to=${encodeURIComponent("2026-01-10T14:00:00+01:00")}`)).toHaveLength(1);

    for (const query of [
      `from=${at(2).toISOString()}&to=${at(1).toISOString()}`,
      `from=${at(1).toISOString()}&to=${at(1).toISOString()}`,
      "from=yesterday",
      "to=2026-01-10",
    ]) {
      const response = await adminFetch(key, "GET", `/api/admin/calls?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
    const reversed = await adminFetch(
      key,
      "GET",
      `/api/admin/calls?from=${at(2).toISOString()}&to=${at(1).toISOString()}`,
    );
    expect(reversed.body.error.details).toEqual([{ field: "from", issue: "from must be before to" }]);
  });

  it("counts live calls with live=true: its total is every call under way, not one page", async () => {
    const { tenant, live } = await createCallHistory();
    const database = testDatabase();
    const queued = await database.call.create({
      data: {
        propertyId: tenant.propertyId,
        carrier: "telnyx",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+1",
        to: "+2",
        status: "queued",
        startedAt: at(-48),
      },
    });
    const ringing = await database.call.create({
      data: {
        propertyId: tenant.propertyId,
        carrier: "telnyx",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+1",
        to: "+2",
        status: "ringing",
        startedAt: at(4),
      },
    });
    const { key } = await createTestKey(tenant.id, ["calls:read"]);
    const count = await adminFetch(key, "GET", "/api/admin/calls?live=true&limit=1");
    expect(count.status).toBe(200);
    expect(count.body.total).toBe(3);
    expect(count.body.calls.map((c: { id: string }) => c.id)).toEqual([ringing.id]);
    const all = await adminFetch(key, "GET", "/api/admin/calls?live=true&limit=10");
    expect(all.body.calls.map((c: { id: string }) => c.id)).toEqual([ringing.id, live.id, queued.id]);
    expect((await adminFetch(key, "GET", "/api/admin/calls?live=true&status=ringing")).body.total).toBe(1);
    expect((await adminFetch(key, "GET", "/api/admin/calls?live=true&status=completed")).body.total).toBe(0);
    expect((await adminFetch(key, "GET", "/api/admin/calls?live=false")).status).toBe(400);
    const other = await createCallHistory();
    const { key: theirs } = await createTestKey(other.tenant.id, ["calls:read"]);
    expect((await adminFetch(theirs, "GET", "/api/admin/calls?live=true")).body.total).toBe(1);
  });

  it("bounds a New York day by its local midnights, 23 hours long on the day clocks spring forward", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["calls:read"]);
    const call = (iso: string) =>
      testDatabase().call.create({
        data: {
          propertyId: tenant.propertyId,
          carrier: "twilio",
          carrierCallId: `CA${uniqueSuffix()}`,
          from: "+1",
          to: "+2",
          status: "completed",
          startedAt: new Date(iso),
        },
      });
    const before = await call("2026-03-08T04:59:59Z"); // 11:59:59 PM on Mar 7 in New York
    const first = await call("2026-03-08T05:00:00Z"); // midnight EST
    const last = await call("2026-03-09T03:59:59Z"); // 11:59:59 PM EDT
    const after = await call("2026-03-09T04:00:00Z"); // midnight EDT on Mar 9
    const day = await adminFetch(
      key,
      "GET",
      `/api/admin/calls?from=${encodeURIComponent("2026-03-08T00:00:00-05:00")}&to=${encodeURIComponent("2026-03-09T00:00:00-04:00")}`,
    );
    expect(day.body.calls.map((c: { id: string }) => c.id)).toEqual([last.id, first.id]);
    expect([before.id, after.id]).not.toContain(day.body.calls[0].id);
  });

  it("tells who was rung in order, who answered, which unit and what opened", async () => {
    const { tenant, unit, resident } = await createCallHistory();
    const database = testDatabase();
    const second = await database.user.create({
      data: {
        tenantId: tenant.id,
        email: `r2-${uniqueSuffix()}@example.test`,
        name: "Second Resident",
        role: "resident",
      },
    });
    const door = await database.device.create({
      data: {
        propertyId: tenant.propertyId,
        name: "Lobby door",
        kind: "door_controller",
        serialNumber: `SN-${uniqueSuffix()}`,
      },
    });
    const call = await database.call.create({
      data: {
        propertyId: tenant.propertyId,
        unitId: unit.id,
        residentId: second.id,
        carrier: "telnyx",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+1",
        to: "+2",
        status: "completed",
        outcome: "door_opened",
        startedAt: at(0),
        answeredAt: at(0.02),
        endedAt: at(0.05),
      },
    });
    const event = (type: string, seconds: number, payload: Prisma.InputJsonObject) =>
      database.callEvent.create({
        data: { callId: call.id, type, occurredAt: new Date(at(0).getTime() + seconds * 1000), payload },
      });
    await event("resident_dialed", 1, { residentId: resident.id, index: 0 });
    await event("resident_unanswered", 20, { residentId: resident.id, index: 0, reason: "busy" });
    await event("resident_dialed", 21, { residentId: second.id, index: 1 });
    await event("resident_answered", 30, { residentId: second.id });
    const opened = await database.accessEvent.create({
      data: {
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        deviceId: door.id,
        userId: second.id,
        callId: call.id,
        method: "dtmf",
        result: "granted",
        occurredAt: at(0.04),
      },
    });
    const { key } = await createTestKey(tenant.id, ["calls:read"]);
    const detail = (await adminFetch(key, "GET", `/api/admin/calls/${call.id}`)).body.data.call;
    expect(detail.property).toEqual({ id: tenant.propertyId, name: expect.any(String), timezone: expect.any(String) });
    expect(detail.unit).toEqual({ id: unit.id, label: "2B" });
    expect(detail.rung).toEqual([
      {
        resident: { id: resident.id, name: "Resident" },
        order: 1,
        result: "busy",
        dialedAt: new Date(at(0).getTime() + 1000).toISOString(),
      },
      {
        resident: { id: second.id, name: "Second Resident" },
        order: 2,
        result: "answered",
        dialedAt: new Date(at(0).getTime() + 21_000).toISOString(),
      },
    ]);
    expect(detail.answeredBy).toEqual({ id: second.id, name: "Second Resident" });
    expect(detail.doorOpens).toEqual([
      {
        id: opened.id,
        device: { id: door.id, name: "Lobby door" },
        method: "dtmf",
        result: "granted",
        occurredAt: at(0.04).toISOString(),
      },
    ]);

    const unlogged = await createCallHistory();
    const { key: otherKey } = await createTestKey(unlogged.tenant.id, ["calls:read"]);
    const unanswered = (await adminFetch(otherKey, "GET", `/api/admin/calls/${unlogged.missed.id}`)).body.data.call;
    expect(unanswered).toMatchObject({ rung: [], answeredBy: null, doorOpens: [] });
  });

  it("answers one call in shape B with its event timeline ordered by occurrence", async () => {
    const { tenant, answered } = await createCallHistory();
    const { key } = await createTestKey(tenant.id, ["calls:read"]);
    // Inserted out of order, as late carrier callbacks arrive.
    const hungUp = await testDatabase().callEvent.create({
      data: {
        callId: answered.id,
        type: "hangup",
        status: "completed",
        occurredAt: new Date(at(0).getTime() + 45_000),
        payload: { cause: "normal_clearing" },
      },
    });
    const ringing = await testDatabase().callEvent.create({
      data: { callId: answered.id, type: "ringing", status: "ringing", occurredAt: at(0) },
    });
    const pressed = await testDatabase().callEvent.create({
      data: {
        callId: answered.id,
        type: "dtmf",
        occurredAt: new Date(at(0).getTime() + 20_000),
        payload: { digits: "9" },
      },
    });
    const bridged = await testDatabase().callEvent.create({
      data: {
        callId: answered.id,
        type: "answered",
        status: "in_progress",
        occurredAt: new Date(at(0).getTime() + 5_000),
      },
    });

    const response = await adminFetch(key, "GET", `/api/admin/calls/${answered.id}`);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ total: 1 });
    const call = response.body.data.call;
    expect(call).toMatchObject({ id: answered.id, status: "completed", outcome: "door_opened", durationSeconds: 45 });
    expect(call.events).toEqual([
      { id: ringing.id, type: "ringing", status: "ringing", occurredAt: at(0).toISOString(), payload: {} },
      {
        id: bridged.id,
        type: "answered",
        status: "in-progress",
        occurredAt: new Date(at(0).getTime() + 5_000).toISOString(),
        payload: {},
      },
      {
        id: pressed.id,
        type: "dtmf",
        status: null,
        occurredAt: new Date(at(0).getTime() + 20_000).toISOString(),
        payload: { digits: "9" },
      },
      {
        id: hungUp.id,
        type: "hangup",
        status: "completed",
        occurredAt: new Date(at(0).getTime() + 45_000).toISOString(),
        payload: { cause: "normal_clearing" },
      },
    ]);
  });

  it("is read-only and needs calls:read", async () => {
    const { tenant, answered } = await createCallHistory();
    const { key } = await createTestKey(tenant.id);
    expect((await adminFetch(key, "POST", "/api/admin/calls", { from: "+15550001" })).status).toBe(405);
    expect((await adminFetch(key, "DELETE", `/api/admin/calls/${answered.id}`)).status).toBe(405);
    expect(await testDatabase().call.findUnique({ where: { id: answered.id } })).not.toBeNull();
    const { key: devicesOnly } = await createTestKey(tenant.id, ["devices:read"]);
    const refused = await adminFetch(devicesOnly, "GET", `/api/admin/calls/${answered.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("INSUFFICIENT_SCOPE");
  });

  it("never shows another tenant's calls", async () => {
    const mine = await createCallHistory();
    const theirs = await createCallHistory();
    const { key } = await createTestKey(mine.tenant.id);
    const detail = await adminFetch(key, "GET", `/api/admin/calls/${theirs.answered.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.error.code).toBe("NOT_FOUND");
    expect((await adminFetch(key, "GET", `/api/admin/calls?tenantId=${theirs.tenant.id}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", `/api/admin/calls?propertyId=${theirs.tenant.propertyId}`)).body.total).toBe(
      0,
    );
    expect((await adminFetch(key, "GET", `/api/admin/calls?unitId=${theirs.unit.id}`)).body.total).toBe(0);
    const all = await adminFetch(key, "GET", "/api/admin/calls?limit=200");
    expect(all.body.total).toBe(4);
    expect(all.body.calls.every((c: { propertyId: string }) => c.propertyId === mine.tenant.propertyId)).toBe(true);

    const { key: platform } = await createTestKey(null);
    expect((await adminFetch(platform, "GET", `/api/admin/calls?tenantId=${theirs.tenant.id}`)).body.total).toBe(4);
    expect((await adminFetch(platform, "GET", `/api/admin/calls/${theirs.answered.id}`)).status).toBe(200);
  });
  it("gives the same total as counting the rows, for every filter, when the page does not hold the whole list", async () => {
    const mine = await createCallHistory();
    const theirs = await createCallHistory();
    const database = testDatabase();
    const { key } = await createTestKey(mine.tenant.id, ["calls:read"]);
    const { key: platform } = await createTestKey(null, ["calls:read"]);
    const rows = (where: Prisma.CallWhereInput) => database.call.count({ where });
    const mineOnly = { property: { tenantId: mine.tenant.id } };
    // limit=1 leaves calls off the page, so the total is counted, not read off the page.
    const total = async (apiKey: string, query: string) =>
      (await adminFetch(apiKey, "GET", `/api/admin/calls?limit=1&${query}`)).body.total;
    expect(await total(key, "")).toBe(await rows(mineOnly));
    expect(await total(key, "status=busy")).toBe(await rows({ ...mineOnly, status: "busy" }));
    expect(await total(key, "status=in-progress")).toBe(1);
    expect(await total(key, "outcome=unanswered")).toBe(await rows({ ...mineOnly, outcome: "unanswered" }));
    expect(await total(key, "status=no-answer&outcome=unanswered")).toBe(1);
    expect(await total(key, `propertyId=${mine.tenant.propertyId}`)).toBe(4);
    expect(await total(key, "carrier=telnyx")).toBe(1);
    expect(await total(key, `unitId=${mine.unit.id}`)).toBe(3);
    expect(await total(key, `propertyId=${theirs.tenant.propertyId}`)).toBe(0);
    expect(await total(key, `tenantId=${theirs.tenant.id}`)).toBe(0);
    expect(await total(platform, `tenantId=${theirs.tenant.id}&outcome=unanswered`)).toBe(2);
    expect(await total(platform, `propertyId=${theirs.tenant.propertyId}`)).toBe(4);
  });

  it("reads a time range's whole hours from the rollups and counts the parts of an hour at its edges", async () => {
    const mine = await createCallHistory();
    const database = testDatabase();
    const statuses = ["completed", "busy", "no_answer"] as const;
    await database.call.createMany({
      data: Array.from({ length: 200 }, (_, n) => ({
        propertyId: mine.tenant.propertyId,
        carrier: "twilio" as const,
        carrierCallId: `CA${uniqueSuffix()}-${n}`,
        from: "+16175550100",
        to: "+15005559999",
        status: statuses[n % 3],
        startedAt: new Date(at(-40).getTime() + n * 23 * 60_000),
      })),
    });
    // Calls in progress in the parts of an hour at the first range's edges: statuses the table spells with a hyphen.
    for (const hours of [-39.2, 30.5])
      await database.call.create({
        data: {
          propertyId: mine.tenant.propertyId,
          carrier: "telnyx",
          carrierCallId: `CA${uniqueSuffix()}`,
          from: "+16175550100",
          to: "+15005559999",
          status: "in_progress",
          startedAt: at(hours),
        },
      });
    const { key } = await createTestKey(mine.tenant.id, ["calls:read"]);
    const total = async (query: string) =>
      (await adminFetch(key, "GET", `/api/admin/calls?limit=1&${query}`)).body.total as number;
    const range = (from?: Date, to?: Date) =>
      [from && `from=${from.toISOString()}`, to && `to=${to.toISOString()}`].filter(Boolean).join("&");
    const startedAt = (from?: Date, to?: Date) => ({ startedAt: { gte: from, lt: to } });
    const rows = (where: Prisma.CallWhereInput) =>
      database.call.count({ where: { property: { tenantId: mine.tenant.id }, ...where } });
    for (const [from, to] of [
      [at(-39.3), at(30.6)],
      [at(-20.5), undefined],
      [undefined, at(-5.25)],
      [at(-10.1), at(-9.8)],
      [at(-36), at(-12)],
    ] as const) {
      expect(await total(range(from, to)), range(from, to)).toBe(await rows(startedAt(from, to)));
      expect(await total(`${range(from, to)}&status=busy`)).toBe(
        await rows({ ...startedAt(from, to), status: "busy" }),
      );
      expect(await total(`${range(from, to)}&status=no-answer`)).toBe(
        await rows({ ...startedAt(from, to), status: "no_answer" }),
      );
      expect(await total(`${range(from, to)}&live=true`)).toBe(
        await rows({ ...startedAt(from, to), status: "in_progress" }),
      );
      expect(await total(`${range(from, to)}&live=true&status=completed`)).toBe(0);
      expect(await total(`${range(from, to)}&propertyId=${mine.tenant.propertyId}&live=true`)).toBe(
        await rows({ ...startedAt(from, to), status: "in_progress" }),
      );
    }

    // Rollup rows changed by hand show where they are read: a whole day from its day row, whole hours from hour rows,
    // and neither in a range inside one hour or in a property's rows.
    const [day, hour] = [new Date(Date.UTC(2026, 0, 9)), at(-20)];
    const [days, hours, minutes, property] = [
      range(day, new Date(day.getTime() + 24 * HOUR)),
      range(new Date(hour.getTime() - HOUR), new Date(hour.getTime() + 2 * HOUR)),
      range(new Date(hour.getTime() + 5 * 60_000), new Date(hour.getTime() + 50 * 60_000)),
      `${range(at(-39.3), at(30.6))}&propertyId=${mine.tenant.propertyId}`,
    ];
    const before = await Promise.all([days, hours, minutes, property].map(total));
    const raise = (by: number) => [
      database.$executeRaw`UPDATE call_rollups SET calls = calls + ${100 * by}
        WHERE "scopeId" = ${mine.tenant.id} AND grain = 'day' AND hour = ${day}::timestamptz AT TIME ZONE 'UTC'`,
      database.$executeRaw`UPDATE call_rollups SET calls = calls + ${10 * by}
        WHERE "scopeId" = ${mine.tenant.id} AND grain = 'hour' AND hour = ${hour}::timestamptz AT TIME ZONE 'UTC'`,
    ];
    await Promise.all(raise(1));
    try {
      expect(await Promise.all([days, hours, minutes, property].map(total))).toEqual([
        before[0] + 100,
        before[1] + 10,
        before[2],
        before[3],
      ]);
    } finally {
      await Promise.all(raise(-1));
    }
  });
});
