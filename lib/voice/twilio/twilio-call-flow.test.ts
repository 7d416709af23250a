import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueWebhooks } from "../../events-out/testing/deliver-due-webhooks";
import { startWebhookReceiver } from "../../events-out/testing/start-webhook-receiver";
import { startTwilioMessaging } from "../../notifications/testing/start-twilio-messaging";
import { adminFetch, createTestKey } from "../../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { createIntercomFixture, type IntercomFixture } from "../../webhooks/testing/intercom-fixture";
import {
  startWebhookTestServer,
  storedEvents,
  type WebhookTestServer,
} from "../../webhooks/testing/start-webhook-test-server";
import { postTwilio, twimlAttribute } from "../../webhooks/testing/twilio-client";

let gateway: WebhookTestServer;
let fixture: IntercomFixture;
let twilioApi: Awaited<ReturnType<typeof startTwilioMessaging>>;
const ACCOUNT_SID = `AC${"3".repeat(32)}`;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
  fixture = await createIntercomFixture();
  // Jobs run in this process (gateway.runJobs), so Twilio's REST API is pointed at the stand-in here.
  twilioApi = await startTwilioMessaging(ACCOUNT_SID, gateway.secrets.twilioAuthToken);
  Object.assign(process.env, { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_API_BASE: twilioApi.baseUrl });
}, 120_000);

afterAll(async () => {
  await twilioApi?.close();
  await gateway?.stop();
});

const visitor = "+16175550199";
const findCall = (callSid: string) =>
  testDatabase().call.findUnique({ where: { carrier_carrierCallId: { carrier: "twilio", carrierCallId: callSid } } });
const eventTypes = async (callId: string) =>
  (await testDatabase().callEvent.findMany({ where: { callId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(
    (event) => event.type,
  );

// Rings the property and keys the unit code; returns the TwiML that dials the first resident.
async function ringAndChooseUnit(callSid: string, code = fixture.unitCode) {
  const voice = await postTwilio(gateway, "/twilio/voice", {
    CallSid: callSid,
    From: visitor,
    To: fixture.phoneNumber,
    CallStatus: "ringing",
  });
  expect(voice.status).toBe(200);
  const gather = twimlAttribute(voice.body, "Gather", "action");
  return postTwilio(gateway, gather, { CallSid: callSid, Digits: code });
}

const status = (callSid: string, callStatus: string, sequence: number, at: Date) =>
  postTwilio(gateway, "/twilio/status", {
    CallSid: callSid,
    CallStatus: callStatus,
    SequenceNumber: String(sequence),
    Timestamp: at.toUTCString(),
  });

describe("Twilio intercom call", () => {
  it("runs from ring to door open: directory, whisper, 9 opens the entrance with a dtmf access event and an unlock command", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const voice = await postTwilio(gateway, "/twilio/voice", {
      CallSid: callSid,
      From: visitor,
      To: fixture.phoneNumber,
      CallStatus: "ringing",
    });
    expect(voice.status).toBe(200);
    expect(voice.contentType).toContain("text/xml");
    expect(voice.body).toContain("Please enter the unit code");
    expect(await findCall(callSid)).toMatchObject({
      status: "queued",
      propertyId: fixture.propertyId,
      from: visitor,
      to: fixture.phoneNumber,
      carrier: "twilio",
    });

    const dial = await postTwilio(gateway, twimlAttribute(voice.body, "Gather", "action"), {
      CallSid: callSid,
      Digits: fixture.unitCode,
    });
    expect(dial.body).toContain(`>${fixture.residents[0].phone}</Number>`);
    expect(twimlAttribute(dial.body, "Dial", "callerId")).toBe(fixture.phoneNumber);
    expect(await findCall(callSid)).toMatchObject({
      status: "ringing",
      unitId: fixture.unitId,
      residentId: fixture.residents[0].id,
    });

    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
      ParentCallSid: callSid,
    });
    expect(whisper.body).toContain("Press 9 to open the door, or 0 to decline");
    expect(whisper.body).toContain("Intercom House");
    expect((await findCall(callSid))?.status).toBe("in_progress");

    const pressed = await postTwilio(gateway, twimlAttribute(whisper.body, "Gather", "action"), {
      CallSid: `${callSid}-leg1`,
      Digits: "9",
    });
    expect(pressed.body).toContain("The door is opening");
    const call = await findCall(callSid);
    const access = await testDatabase().accessEvent.findMany({
      where: { callId: call?.id },
      include: { command: true },
    });
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      method: "dtmf",
      result: "granted",
      deviceId: fixture.doorId,
      userId: fixture.residents[0].id,
      propertyId: fixture.propertyId,
    });
    expect(access[0].command).toMatchObject({ command: "unlock", deviceId: fixture.doorId });

    const after = await postTwilio(gateway, twimlAttribute(dial.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "completed",
    });
    expect(after.body).toContain("The door is open. Please come in.");
    // 42 s after the call began as stored, however long the server took to take the first webhook in.
    const ended = new Date(call!.startedAt.getTime() + 42_000);
    await status(callSid, "completed", 2, ended);
    const final = await findCall(callSid);
    expect(final).toMatchObject({ status: "completed", outcome: "door_opened", residentId: fixture.residents[0].id });
    expect(final?.answeredAt).not.toBeNull();
    expect(final?.endedAt?.getTime()).toBe(Math.floor(ended.getTime() / 1000) * 1000);
    expect(final?.durationSeconds).toBeGreaterThanOrEqual(40);
    expect(await eventTypes(final!.id)).toEqual([
      "started",
      "unit_selected",
      "resident_dialed",
      "resident_answered",
      "door_opened",
      "ended",
    ]);
  });

  it("runs from ring to no answer: each resident in dial order, then a polite goodbye and outcome unanswered", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const first = await ringAndChooseUnit(callSid);
    const second = await postTwilio(gateway, twimlAttribute(first.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "no-answer",
    });
    expect(second.body).toContain(`>${fixture.residents[1].phone}</Number>`);
    expect((await findCall(callSid))?.residentId).toBe(fixture.residents[1].id);
    const goodbye = await postTwilio(gateway, twimlAttribute(second.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "no-answer",
    });
    expect(goodbye.body).toContain("nobody at unit 4C answered");
    expect(goodbye.body).toContain("<Hangup/>");
    await status(callSid, "completed", 1, new Date());
    expect(await findCall(callSid)).toMatchObject({ status: "no_answer", outcome: "unanswered", answeredAt: null });
  });

  it("ends politely with outcome declined when the resident presses 0, and opens nothing", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
    });
    const pressed = await postTwilio(gateway, twimlAttribute(whisper.body, "Gather", "action"), {
      CallSid: `${callSid}-leg1`,
      Digits: "0",
    });
    expect(pressed.body).toContain("You declined");
    const after = await postTwilio(gateway, twimlAttribute(dial.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "completed",
    });
    expect(after.body).toContain("cannot let you in");
    await status(callSid, "completed", 1, new Date());
    const call = await findCall(callSid);
    expect(call).toMatchObject({ status: "completed", outcome: "declined" });
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
  });

  it("records no outcome for a call answered and then abandoned, whichever side hung up: it was not unanswered", async () => {
    // The resident answers and hangs up without a key; the next resident is rung and does not answer.
    const hungUp = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(hungUp);
    await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), { CallSid: `${hungUp}-leg1` });
    const next = await postTwilio(gateway, twimlAttribute(dial.body, "Dial", "action"), {
      CallSid: hungUp,
      DialCallStatus: "completed",
    });
    expect(next.body).toContain(`>${fixture.residents[1].phone}</Number>`);
    const goodbye = await postTwilio(gateway, twimlAttribute(next.body, "Dial", "action"), {
      CallSid: hungUp,
      DialCallStatus: "no-answer",
    });
    expect(goodbye.body).toContain("<Hangup/>");
    await status(hungUp, "completed", 1, new Date());
    expect(await findCall(hungUp)).toMatchObject({ status: "completed", outcome: null, answeredAt: expect.any(Date) });

    // The visitor hangs up once the resident has answered, before any key.
    const left = `CA${uniqueSuffix()}`;
    const leftDial = await ringAndChooseUnit(left);
    await postTwilio(gateway, twimlAttribute(leftDial.body, "Number", "url"), { CallSid: `${left}-leg1` });
    await status(left, "completed", 1, new Date());
    expect(await findCall(left)).toMatchObject({ status: "completed", outcome: null, answeredAt: expect.any(Date) });
  });

  it("opens nothing for a resident the call did not ring: an unknown id, or a user of no unit it chose", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
    });
    const call = await findCall(callSid);
    const stranger = await testDatabase().user.findFirstOrThrow({
      where: { memberships: { none: { unitId: call?.unitId ?? "" } } },
    });
    // Each on a leg of its own: the same leg's key press again would be answered as a repeat, unread.
    for (const [leg, residentId] of [
      [2, "nobody"],
      [3, stranger.id],
    ] as const) {
      const action = new URL(twimlAttribute(whisper.body, "Gather", "action"), "http://gateway");
      action.searchParams.set("residentId", residentId);
      const pressed = await postTwilio(gateway, `${action.pathname}${action.search}`, {
        CallSid: `${callSid}-leg${leg}`,
        Digits: "9",
      });
      expect(pressed.status, pressed.body).toBe(200);
      expect(pressed.body).toContain("This call has ended");
    }
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
    expect(await eventTypes(call!.id)).not.toContain("door_opened");
  });
});

describe("Twilio resident's key after the visitor hung up", () => {
  it("opens nothing: a 9 pressed once the visitor has gone is answered as an ended call", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
    });
    expect((await status(callSid, "completed", 3, new Date(Date.now() - 1_000))).status).toBe(200);
    const pressed = await postTwilio(gateway, twimlAttribute(whisper.body, "Gather", "action"), {
      CallSid: `${callSid}-leg1`,
      Digits: "9",
    });
    expect(pressed.status).toBe(200);
    expect(pressed.body).toContain("This call has ended");
    const call = await findCall(callSid);
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
    expect(await eventTypes(call!.id)).not.toContain("door_opened");
    expect(call?.outcome).not.toBe("door_opened");
  });
});

describe("Twilio on the demo data", () => {
  it("answers the demo property's number and rings a resident of unit 101 from their profile", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const voice = await postTwilio(gateway, "/twilio/voice", { CallSid: callSid, From: visitor, To: "+15005550006" });
    expect(voice.body).toContain("Welcome to Harbor View Apartments");
    const dial = await postTwilio(gateway, twimlAttribute(voice.body, "Gather", "action"), {
      CallSid: callSid,
      Digits: "101",
    });
    const residents = await testDatabase().user.findMany({
      where: { memberships: { some: { unitId: "demo-harbor-view-101" } } },
      select: { phone: true },
    });
    expect(residents.map((resident) => resident.phone)).toContain(
      /<Number[^>]*>([^<]+)<\/Number>/.exec(dial.body)?.[1],
    );
  });
});

describe("Twilio spoken answers", () => {
  it("answers an unknown number with speech, not an error, and records no call", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const answer = await postTwilio(gateway, "/twilio/voice", { CallSid: callSid, From: visitor, To: "+10000000000" });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain("text/xml");
    expect(answer.body).toContain("not connected to any building");
    expect(answer.body).toContain("<Hangup/>");
    expect(await findCall(callSid)).toBeNull();
  });

  it("asks again after an unknown unit code and says goodbye after the third", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    let answer = await ringAndChooseUnit(callSid, "999");
    for (let attempt = 1; attempt < 3; attempt++) {
      expect(answer.body).toContain("that unit code was not found. Please try again");
      answer = await postTwilio(gateway, twimlAttribute(answer.body, "Gather", "action"), {
        CallSid: callSid,
        Digits: "999",
      });
    }
    expect(answer.body).toContain("that unit code was not found. Goodbye.");
    await status(callSid, "completed", 1, new Date());
    expect(await findCall(callSid)).toMatchObject({ status: "canceled", outcome: null, unitId: null });
  });

  it("tells the visitor the intercom is closed outside the property's hours", async () => {
    const now = new Date();
    const hhmm = (offsetHours: number) => `${String((now.getUTCHours() + offsetHours) % 24).padStart(2, "0")}:00`;
    const closed = await createIntercomFixture({ opensAt: hhmm(2), closesAt: hhmm(3) });
    const callSid = `CA${uniqueSuffix()}`;
    const answer = await postTwilio(gateway, "/twilio/voice", {
      CallSid: callSid,
      From: visitor,
      To: closed.phoneNumber,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("The intercom is closed right now");
    expect(answer.body).not.toContain("<Gather");
    const call = await findCall(callSid);
    expect(await eventTypes(call!.id)).toEqual(["started", "after_hours"]);
  });
});

describe("Twilio signatures", () => {
  const routes = [
    "/twilio/voice",
    "/twilio/leg-status?callId=x&residentId=y&index=0",
    "/twilio/gather?step=directory&callId=x&attempt=0",
    "/twilio/whisper?callId=x&residentId=y&index=0",
    "/twilio/dial-status?callId=x&residentId=y&index=0",
    "/twilio/status",
  ];

  it.each(routes)("%s refuses forged, tampered and unsigned requests with 401 and stores nothing", async (path) => {
    const callSid = `CA${uniqueSuffix()}`;
    const params = { CallSid: callSid, From: visitor, To: fixture.phoneNumber, Digits: "9", CallStatus: "completed" };
    const attempts = [
      await postTwilio(gateway, path, params, { signature: null }),
      await postTwilio(gateway, path, params, { signature: "bm90IGEgc2lnbmF0dXJl" }),
      await postTwilio(gateway, path, params, { signedParams: { ...params, To: "+19999999999" } }),
      await postTwilio(gateway, path, params, { signedPath: `${path}${path.includes("?") ? "&" : "?"}extra=1` }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(JSON.parse(attempt.body).error.code).toBe("INVALID_SIGNATURE");
    }
    expect(await storedEvents("twilio", callSid)).toBe(0);
    expect(await findCall(callSid)).toBeNull();
  });
});

// Random text: PostgreSQL compresses a repeated letter below its index's row size, so it would not reach the limit.
const randomText = (length: number) => randomBytes(length).toString("base64url").slice(0, length);

describe("signed Twilio callbacks with values no call holds", () => {
  it("answers an event id too long for its key 400, whatever builds it, and stores nothing", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    await postTwilio(gateway, "/twilio/voice", { CallSid: callSid, From: visitor, To: fixture.phoneNumber });
    const call = await findCall(callSid);
    for (const [path, params] of [
      ["/twilio/status", { CallSid: callSid, CallStatus: "ringing", SequenceNumber: randomText(3000) }],
      ["/twilio/status", { CallSid: callSid, CallStatus: randomText(6000) }],
      [`/twilio/gather?step=${randomText(6000)}&callId=${call!.id}&attempt=0`, { CallSid: callSid, Digits: "101" }],
    ] as const) {
      const answer = await postTwilio(gateway, path, params);
      expect(answer.status, path.slice(0, 40)).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe("VALIDATION_ERROR");
    }
    expect(await storedEvents("twilio", callSid)).toBe(1);
  });

  it("keeps a status callback dated past the year 9999 at the time it arrived", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    await postTwilio(gateway, "/twilio/voice", { CallSid: callSid, From: visitor, To: fixture.phoneNumber });
    const before = Date.now();
    const answer = await postTwilio(gateway, "/twilio/status", {
      CallSid: callSid,
      CallStatus: "completed",
      SequenceNumber: "1",
      Timestamp: "Fri, 01 Jan 10000 00:00:00 +0000",
    });
    expect(answer.status).toBe(200);
    const ended = (await findCall(callSid))!.endedAt!;
    expect(ended.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(ended.getUTCFullYear()).toBeLessThan(10000);
  });
});

describe("Twilio redelivery and order", () => {
  it("answers a repeated voice callback with the same TwiML and records one call", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const params = { CallSid: callSid, From: visitor, To: fixture.phoneNumber };
    const first = await postTwilio(gateway, "/twilio/voice", params);
    const again = await postTwilio(gateway, "/twilio/voice", params);
    expect(again.status).toBe(200);
    expect(again.duplicate).toBe(true);
    expect(again.body).toBe(first.body);
    expect(await testDatabase().call.count({ where: { carrierCallId: callSid } })).toBe(1);
  });

  it("opens the door once when the same key press is delivered many times at once", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
    });
    const action = twimlAttribute(whisper.body, "Gather", "action");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postTwilio(gateway, action, { CallSid: `${callSid}-leg1`, Digits: "9" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const call = await findCall(callSid);
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(1);
    expect(await testDatabase().deviceCommand.count({ where: { accessEvent: { callId: call?.id } } })).toBe(1);
  });

  it("leaves a call under way on a status that does not end it: initiated, in-progress or a word Twilio may add", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    await ringAndChooseUnit(callSid);
    for (const [sequence, word] of ["initiated", "in-progress", "answered", "someday-new"].entries()) {
      expect((await status(callSid, word, sequence, new Date())).status).toBe(200);
      expect(await findCall(callSid)).toMatchObject({ status: "ringing", endedAt: null });
    }
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid.startsWith(callSid))).toEqual([]);
  });

  it("keeps the final state when status callbacks arrive late and out of order", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    const whisper = await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), {
      CallSid: `${callSid}-leg1`,
    });
    await postTwilio(gateway, twimlAttribute(whisper.body, "Gather", "action"), {
      CallSid: `${callSid}-leg1`,
      Digits: "9",
    });
    const start = new Date(Date.now() - 60_000);
    await status(callSid, "completed", 3, new Date(start.getTime() + 30_000));
    await status(callSid, "in-progress", 1, new Date(start.getTime() + 5_000));
    await status(callSid, "ringing", 0, start);
    await status(callSid, "completed", 3, new Date(start.getTime() + 30_000));
    const late = await postTwilio(gateway, twimlAttribute(dial.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "completed",
    });
    expect(late.body).toContain("The door is open");
    const call = await findCall(callSid);
    expect(call).toMatchObject({ status: "completed", outcome: "door_opened" });
    expect(call?.endedAt?.getTime()).toBe(Math.floor((start.getTime() + 30_000) / 1000) * 1000);
    expect((await eventTypes(call!.id)).filter((type) => type === "ended")).toHaveLength(1);
  });
});

describe("Twilio visitor hangs up while a resident's phone rings", () => {
  it("cancels the ringing leg at Twilio once, after answering; the call ends canceled and no door opens", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const leg = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    expect(twimlAttribute(dial.body, "Number", "statusCallbackEvent")).toBe("initiated");
    const legStatus = twimlAttribute(dial.body, "Number", "statusCallback");
    const created = { CallSid: leg, ParentCallSid: callSid, CallStatus: "initiated" };
    expect((await postTwilio(gateway, legStatus, created)).status).toBe(200);
    expect((await postTwilio(gateway, legStatus, created)).duplicate).toBe(true);

    const hungUp = await status(callSid, "completed", 2, new Date());
    expect(hungUp.status).toBe(200);
    expect(hungUp.body).not.toContain("<Dial");
    // The answer never waits on Twilio's REST API: the cancel is a job, run after the callback committed.
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toEqual([]);
    expect((await status(callSid, "completed", 2, new Date())).duplicate).toBe(true);
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toEqual([
      { callSid: leg, status: "canceled" },
    ]);

    // Twilio then reports the canceled leg on the <Dial> action; nothing is canceled twice and nobody is told anything.
    const after = await postTwilio(gateway, twimlAttribute(dial.body, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "canceled",
    });
    expect(after.body).not.toContain("<Dial");
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toHaveLength(1);
    const call = await findCall(callSid);
    expect(call).toMatchObject({ status: "canceled", outcome: "unanswered", answeredAt: null });
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
    expect(await testDatabase().deviceCommand.count({ where: { accessEvent: { callId: call?.id } } })).toBe(0);
  });

  it("cancels a resident leg Twilio creates after the visitor has gone", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const leg = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    await status(callSid, "completed", 2, new Date());
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toEqual([]);
    await postTwilio(gateway, twimlAttribute(dial.body, "Number", "statusCallback"), {
      CallSid: leg,
      ParentCallSid: callSid,
      CallStatus: "initiated",
    });
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toEqual([
      { callSid: leg, status: "canceled" },
    ]);
    expect(await findCall(callSid)).toMatchObject({ status: "canceled", outcome: "unanswered" });
  });

  it("leaves an answered leg alone when the call ends", async () => {
    const callSid = `CA${uniqueSuffix()}`;
    const leg = `CA${uniqueSuffix()}`;
    const dial = await ringAndChooseUnit(callSid);
    await postTwilio(gateway, twimlAttribute(dial.body, "Number", "statusCallback"), {
      CallSid: leg,
      ParentCallSid: callSid,
      CallStatus: "initiated",
    });
    await postTwilio(gateway, twimlAttribute(dial.body, "Number", "url"), { CallSid: leg, ParentCallSid: callSid });
    await status(callSid, "completed", 2, new Date());
    await gateway.runJobs();
    expect(twilioApi.callUpdates.filter((update) => update.callSid === leg)).toEqual([]);
  });
});

describe("Twilio voice and webhooks out", () => {
  it("records a call rung many times at once once, and sends its call.started once to each endpoint that hears it", async () => {
    const own = await createIntercomFixture();
    const { key } = await createTestKey(own.tenantId);
    const secrets = ["", ""];
    const receivers = [
      await startWebhookReceiver({ secret: () => secrets[0] }),
      await startWebhookReceiver({ secret: () => secrets[1] }),
    ];
    const endpoint = async (url: string, eventTypes: string[]) => {
      const made = await adminFetch(key, "POST", "/api/admin/webhook-endpoints", { url, eventTypes });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data.webhookEndpoint as { id: string; secret: string };
    };
    try {
      // One endpoint hears call.started, one hears everything, one only door openings.
      const hearing = [await endpoint(receivers[0].url, ["call.started"]), await endpoint(receivers[1].url, [])];
      hearing.forEach((made, i) => (secrets[i] = made.secret));
      const deaf = await endpoint(receivers[0].url, ["door.opened"]);
      const callSid = `CA${uniqueSuffix()}`;
      const params = { CallSid: callSid, From: visitor, To: own.phoneNumber };
      const answers = await Promise.all(Array.from({ length: 6 }, () => postTwilio(gateway, "/twilio/voice", params)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers[0].body).toContain("<Gather");
      expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);

      const calls = await testDatabase().call.findMany({ where: { carrier: "twilio", carrierCallId: callSid } });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        propertyId: own.propertyId,
        from: visitor,
        status: "queued",
        direction: "inbound",
      });
      expect(await eventTypes(calls[0].id)).toEqual(["started"]);
      expect(answers[0].body).toContain(calls[0].id);
      const endpointIds = [...hearing.map((made) => made.id), deaf.id];
      const deliveries = await testDatabase().webhookDelivery.findMany({ where: { endpointId: { in: endpointIds } } });
      expect(deliveries.map((delivery) => delivery.endpointId).sort()).toEqual(hearing.map((made) => made.id).sort());

      await deliverDueWebhooks(endpointIds);
      for (const receiver of receivers) {
        expect(receiver.received).toHaveLength(1);
        expect(receiver.received[0].verified).toBe(true);
        expect(receiver.received[0].payload).toMatchObject({
          type: "call.started",
          data: { call: { id: calls[0].id, carrierCallId: callSid, propertyId: own.propertyId, status: "queued" } },
        });
      }
    } finally {
      await Promise.all(receivers.map((receiver) => receiver.close()));
    }
  });
});
