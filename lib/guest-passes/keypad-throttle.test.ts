import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { KEYPAD_LOCKED_REASON } from "./keypad-throttle";

async function door(propertyId: string) {
  return testDatabase().device.create({
    data: {
      propertyId,
      name: "Keypad door",
      kind: "door_controller",
      serialNumber: `KP-${uniqueSuffix()}`,
      status: "online",
      isEntrance: true,
    },
  });
}

const wrongPin = (i: number) => String(100000 + i * 7919).slice(0, 6);

describe("guessing at the keypad is throttled per door", () => {
  it("40 wrong PINs at one door: five 403s, then 429 with Retry-After, every attempt a denied access event, and one alert", async () => {
    const tenant = await createTestTenant();
    const target = await door(tenant.propertyId);
    const other = await door(tenant.propertyId);
    const { key } = await createTestKey(tenant.id, ["devices:write"]);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 40; i++) {
      const answer = await adminFetch(key, "POST", "/access/keypad", { deviceId: target.id, pin: wrongPin(i) });
      statuses.push(answer.status);
      if (answer.status === 429) {
        retryAfter = answer.headers.get("retry-after");
        expect(answer.body.error.code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5)).toEqual(Array(35).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);

    const events = await testDatabase().accessEvent.findMany({
      where: { deviceId: target.id },
      select: { result: true, reason: true },
    });
    expect(events).toHaveLength(40);
    expect(events.every((event) => event.result === "denied")).toBe(true);
    expect(events.filter((event) => event.reason === KEYPAD_LOCKED_REASON)).toHaveLength(35);
    const alerts = await testDatabase().auditLog.findMany({ where: { action: "keypad.locked", targetId: target.id } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0].data).toMatchObject({ lockSeconds: 60 });

    // Another door of the same building still takes codes.
    expect((await adminFetch(key, "POST", "/access/keypad", { deviceId: other.id, pin: "000000" })).status).toBe(403);
  });

  it("the next lock after one runs out is twice as long", async () => {
    const tenant = await createTestTenant();
    const target = await door(tenant.propertyId);
    const { key } = await createTestKey(tenant.id, ["devices:write"]);
    for (let i = 0; i < 5; i++)
      await adminFetch(key, "POST", "/access/keypad", { deviceId: target.id, pin: wrongPin(i) });
    // The first lock has just run out.
    await testDatabase().keypadThrottle.update({
      where: { deviceId: target.id },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    for (let i = 0; i < 5; i++)
      expect((await adminFetch(key, "POST", "/access/keypad", { deviceId: target.id, pin: wrongPin(i) })).status).toBe(
        403,
      );
    const locked = await adminFetch(key, "POST", "/access/keypad", { deviceId: target.id, pin: wrongPin(9) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(120);
  });
});
