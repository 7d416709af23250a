import type { Database } from "../db/client";
import type { AccessMethod, CallOutcome, CallStatus, DeviceStatus } from "../db/generated/enums";
import { hashPassword } from "../auth/hash-password";
import { DEMO_PASSWORD, demoProperties, demoTenants, demoUsers, deviceId, unitId } from "./demo-fixtures";

export type SeedSummary = {
  tenants: number;
  properties: number;
  units: number;
  users: number;
  devices: number;
  deviceStatusEvents: number;
  calls: number;
  accessEvents: number;
};

const DAY = 24 * 60 * 60 * 1000;

// A small deterministic generator, so every seed produces the same history.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seedDirectory(database: Database): Promise<void> {
  for (const tenant of demoTenants) {
    await database.tenant.upsert({
      where: { slug: tenant.slug },
      update: {},
      create: { ...tenant, billingStatus: "active" },
    });
  }
  for (const { units, devices, ...property } of demoProperties) {
    await database.property.upsert({ where: { id: property.id }, update: {}, create: property });
    await database.unit.createMany({
      data: units.map((label) => ({
        id: unitId(property.id, label),
        propertyId: property.id,
        label,
        floor: label.slice(0, 1),
        directoryCode: label,
      })),
      skipDuplicates: true,
    });
    await database.device.createMany({
      data: devices.map((device, index) => ({
        id: deviceId(property.id, index),
        propertyId: property.id,
        serialNumber: `GH-${property.id.toUpperCase()}-${index + 1}`,
        status: device.kind === "camera" ? "offline" : "online",
        lastSeenAt: new Date(),
        ...device,
      })),
      skipDuplicates: true,
    });
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { unitIds, ...user } of demoUsers) {
    const saved = await database.user.upsert({
      where: { email: user.email },
      update: {},
      create: { ...user, status: "active", passwordHash, notificationPrefs: { calls: true, guestArrivals: true } },
    });
    // The intercom rings a unit's residents in the order they are listed: 1, 2, …
    for (const id of unitIds ?? []) {
      await database.unitMembership.upsert({
        where: { userId_unitId: { userId: saved.id, unitId: id } },
        update: {},
        create: { userId: saved.id, unitId: id, dialOrder: dialOrderOf(user.email, id) },
      });
    }
  }
}

const dialOrderOf = (email: string, unit: string) =>
  demoUsers.filter((user) => user.unitIds?.includes(unit)).findIndex((user) => user.email === email) + 1;

const OUTCOMES: { status: CallStatus; outcome: CallOutcome | null; weight: number }[] = [
  { status: "completed", outcome: "door_opened", weight: 0.62 },
  { status: "completed", outcome: "declined", weight: 0.1 },
  { status: "no_answer", outcome: "unanswered", weight: 0.18 },
  { status: "busy", outcome: "unanswered", weight: 0.05 },
  { status: "failed", outcome: null, weight: 0.05 },
];
const METHODS: AccessMethod[] = ["app", "app", "portal", "pin", "dtmf", "qr", "admin"];

async function seedHistory(database: Database, now: Date): Promise<void> {
  const next = random(20261121);
  const residents = await database.user.findMany({ where: { role: "resident" }, include: { memberships: true } });
  const calls = [];
  const events = [];
  const accessEvents = [];
  for (const property of demoProperties.filter((p) => p.tenantId === "demo-tenant")) {
    // A building's doors are opened by the people who live there, never by another tenant's.
    const units = new Set(property.units.map((label) => unitId(property.id, label)));
    const neighbours = residents.filter(
      (r) => r.tenantId === property.tenantId && r.memberships.some((m) => units.has(m.unitId)),
    );
    const entrance = deviceId(
      property.id,
      property.devices.findIndex((d) => d.isEntrance),
    );
    for (let day = 29; day >= 0; day--) {
      const dayStart = now.getTime() - day * DAY - DAY;
      for (let n = 0, count = 6 + Math.floor(next() * 10); n < count; n++) {
        const id = `demo-call-${property.id}-${day}-${n}`;
        const label = property.units[Math.floor(next() * property.units.length)];
        const resident = neighbours.find((r) => r.memberships.some((m) => m.unitId === unitId(property.id, label)));
        let pick = next();
        const result = OUTCOMES.find((o) => (pick -= o.weight) < 0) ?? OUTCOMES[0];
        const startedAt = new Date(dayStart + Math.floor(next() * DAY));
        const answered = result.status === "completed";
        const answeredAt = answered ? new Date(startedAt.getTime() + (4 + Math.floor(next() * 20)) * 1000) : null;
        const endedAt = new Date(startedAt.getTime() + (answered ? 30 + Math.floor(next() * 60) : 25) * 1000);
        calls.push({
          id,
          propertyId: property.id,
          unitId: unitId(property.id, label),
          residentId: resident?.id ?? null,
          carrier: next() < 0.5 ? ("twilio" as const) : ("telnyx" as const),
          carrierCallId: id,
          from: `+1617555${String(1000 + Math.floor(next() * 8999))}`,
          to: property.phoneNumber,
          status: result.status,
          outcome: result.outcome,
          startedAt,
          answeredAt,
          endedAt,
          durationSeconds: Math.round((endedAt.getTime() - startedAt.getTime()) / 1000),
        });
        events.push({
          id: `${id}-ringing`,
          callId: id,
          type: "ringing",
          status: "ringing" as const,
          occurredAt: startedAt,
        });
        if (answeredAt)
          events.push({
            id: `${id}-answered`,
            callId: id,
            type: "answered",
            status: "in_progress" as const,
            occurredAt: answeredAt,
          });
        events.push({ id: `${id}-ended`, callId: id, type: "ended", status: result.status, occurredAt: endedAt });
        if (result.outcome === "door_opened") {
          accessEvents.push({
            id: `${id}-open`,
            tenantId: property.tenantId,
            propertyId: property.id,
            deviceId: entrance,
            userId: resident?.id ?? null,
            callId: id,
            method: "dtmf" as const,
            result: "granted" as const,
            occurredAt: endedAt,
          });
        }
      }
      for (let n = 0, count = 10 + Math.floor(next() * 20); n < count; n++) {
        const resident = neighbours[Math.floor(next() * neighbours.length)];
        const granted = next() > 0.06;
        accessEvents.push({
          id: `demo-access-${property.id}-${day}-${n}`,
          tenantId: property.tenantId,
          propertyId: property.id,
          deviceId: deviceId(property.id, Math.floor(next() * property.devices.length)),
          userId: resident?.id ?? null,
          method: METHODS[Math.floor(next() * METHODS.length)],
          result: granted ? ("granted" as const) : ("denied" as const),
          reason: granted ? null : "outside permitted hours",
          occurredAt: new Date(dayStart + Math.floor(next() * DAY)),
        });
      }
    }
  }
  await database.call.createMany({ data: calls, skipDuplicates: true });
  await database.callEvent.createMany({ data: events, skipDuplicates: true });
  await database.accessEvent.createMany({ data: accessEvents, skipDuplicates: true });
}

// 30 days of each device's status: online with one to three outages of 15 minutes to 4 hours,
// and ending in the device's seeded status (the cameras went offline two to three days ago).
async function seedDeviceStatusHistory(database: Database, now: Date): Promise<void> {
  const next = random(20261122);
  const start = now.getTime() - 30 * DAY;
  const events: { id: string; deviceId: string; status: DeviceStatus; occurredAt: Date }[] = [];
  for (const property of demoProperties) {
    for (const [index, device] of property.devices.entries()) {
      const id = deviceId(property.id, index);
      let sequence = 0;
      const at = (time: number, status: DeviceStatus) =>
        events.push({ id: `${id}-status-${sequence++}`, deviceId: id, status, occurredAt: new Date(time) });
      const endsOffline = device.kind === "camera";
      const span = (endsOffline ? 27 : 30) * DAY;
      at(start, "online");
      for (let n = 0, outages = 1 + Math.floor(next() * 3), slot = span / outages; n < outages; n++) {
        const down = start + n * slot + Math.floor(next() * (slot - 4 * 3600 * 1000));
        at(down, "offline");
        at(down + (15 + Math.floor(next() * 225)) * 60 * 1000, "online");
      }
      if (endsOffline) at(now.getTime() - 2 * DAY - Math.floor(next() * DAY), "offline");
    }
  }
  await database.deviceStatusEvent.createMany({ data: events, skipDuplicates: true });
}

// Idempotent: existing demo rows are kept, missing ones are added.
export async function seedDemoData(database: Database, now = new Date()): Promise<SeedSummary> {
  await seedDirectory(database);
  await seedHistory(database, now);
  await seedDeviceStatusHistory(database, now);
  const [tenants, properties, units, users, devices, deviceStatusEvents, calls, accessEvents] = await Promise.all([
    database.tenant.count(),
    database.property.count(),
    database.unit.count(),
    database.user.count(),
    database.device.count(),
    database.deviceStatusEvent.count(),
    database.call.count(),
    database.accessEvent.count(),
  ]);
  return { tenants, properties, units, users, devices, deviceStatusEvents, calls, accessEvents };
}

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  return (await database.tenant.count()) === 0 && (await database.user.count()) === 0;
}
