import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFetch, createTestKey } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { db } from "../db/client";
import { decideEntry } from "../voice/decide-entry";
import { createIntercomFixture } from "../webhooks/testing/intercom-fixture";
import { startWebhookTestServer, type WebhookTestServer } from "../webhooks/testing/start-webhook-test-server";
import { postTwilio } from "../webhooks/testing/twilio-client";

let gateway: WebhookTestServer;
let platformKey: string;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
  platformKey = (await createTestKey(null, ["tenants:write"])).key;
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
});

const suspend = async (tenantId: string) =>
  expect((await adminFetch(platformKey, "DELETE", `/api/admin/tenants/${tenantId}`)).status).toBe(204);
const reactivate = async (tenantId: string) =>
  expect((await adminFetch(platformKey, "PATCH", `/api/admin/tenants/${tenantId}`, { status: "active" })).status).toBe(
    200,
  );
const ring = (callSid: string, to: string) =>
  postTwilio(gateway, "/twilio/voice", { CallSid: callSid, From: "+16175550123", To: to, CallStatus: "ringing" });
const findCall = (callSid: string) =>
  testDatabase().call.findUnique({ where: { carrier_carrierCallId: { carrier: "twilio", carrierCallId: callSid } } });

describe("a suspended tenant's intercoms", () => {
  it("answer its numbers as unknown ones and record no call, until the tenant is active again", async () => {
    const fixture = await createIntercomFixture();
    await suspend(fixture.tenantId);
    const refusedSid = `CA${uniqueSuffix()}`;
    const refused = await ring(refusedSid, fixture.phoneNumber);
    expect(refused.status).toBe(200);
    expect(refused.body).toContain("not connected to any building");
    expect(refused.body).toContain("<Hangup/>");
    expect(await findCall(refusedSid)).toBeNull();

    await reactivate(fixture.tenantId);
    const answeredSid = `CA${uniqueSuffix()}`;
    const answered = await ring(answeredSid, fixture.phoneNumber);
    expect(answered.body).toContain("<Gather");
    expect(await findCall(answeredSid)).toMatchObject({ propertyId: fixture.propertyId });
  });

  it("open no door for a call that was ringing when the tenant was suspended: refused, recorded, no command", async () => {
    const fixture = await createIntercomFixture();
    const [resident] = fixture.residents;
    const liveCall = () =>
      testDatabase().call.create({
        data: {
          propertyId: fixture.propertyId,
          unitId: fixture.unitId,
          residentId: resident.id,
          carrier: "twilio",
          carrierCallId: `CA${uniqueSuffix()}`,
          from: "+16175550123",
          to: fixture.phoneNumber,
          status: "in_progress",
        },
      });
    const press9 = (callId: string) => db().$transaction((tx) => decideEntry(tx, callId, resident.id, "9", new Date()));

    const during = await liveCall();
    await suspend(fixture.tenantId);
    expect((await press9(during.id)).decision).toBe("door_refused");
    const denied = await testDatabase().accessEvent.findFirstOrThrow({ where: { callId: during.id } });
    expect(denied).toMatchObject({ result: "denied", reason: "tenant suspended", method: "dtmf", userId: resident.id });
    expect(await testDatabase().deviceCommand.count({ where: { accessEventId: denied.id } })).toBe(0);

    await reactivate(fixture.tenantId);
    const after = await liveCall();
    expect((await press9(after.id)).decision).toBe("door_opened");
    const granted = await testDatabase().accessEvent.findFirstOrThrow({ where: { callId: after.id } });
    expect(granted).toMatchObject({ result: "granted", deviceId: fixture.doorId });
  });
});
