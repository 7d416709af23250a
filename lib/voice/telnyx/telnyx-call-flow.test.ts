import { generateKeyPairSync, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { createIntercomFixture, type IntercomFixture } from "../../webhooks/testing/intercom-fixture";
import {
  startWebhookTestServer,
  storedEvents,
  type WebhookTestServer,
} from "../../webhooks/testing/start-webhook-test-server";
import { decodeClientState, postTelnyx, telnyxEvent, type TelnyxPayload } from "../../webhooks/testing/telnyx-client";
import type { TelnyxCommand } from "../../webhooks/testing/fake-telnyx-api";
import { readQueuedJobs } from "../../jobs/testing/read-queued-jobs";
import { encodeState } from "./telnyx-client-state";

let gateway: WebhookTestServer;
let fixture: IntercomFixture;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
  fixture = await createIntercomFixture();
}, 120_000);

afterAll(async () => gateway?.stop());

const visitor = "+16175550142";
const findCall = (callControlId: string) =>
  testDatabase().call.findUnique({
    where: { carrier_carrierCallId: { carrier: "telnyx", carrierCallId: callControlId } },
  });
const commandsFrom = (start: number) => gateway.telnyx.commands.slice(start);
const actionOf = (command: TelnyxCommand) => command.path.split("/").at(-1);
const secondsFromNow = (offset: number) => Math.floor(Date.now() / 1000) + offset;

// Delivers one event and returns the commands it sent to the fake Telnyx API. A job the queue retries after a transient
// failure (its backoff is seconds) is brought forward and run, as the flow's jobs would be a moment later.
async function deliver(eventType: string, payload: TelnyxPayload, at?: Date) {
  const start = gateway.telnyx.commands.length;
  const response = await postTelnyx(gateway, telnyxEvent(eventType, payload, at));
  expect(response.status).toBe(200);
  await gateway.runJobs();
  for (let round = 0; round < 3; round++) {
    const retrying = await testDatabase().$executeRawUnsafe(
      `update "${gateway.jobsSchema}"._private_jobs set run_at = now()
       where locked_at is null and attempts > 0 and attempts < max_attempts and run_at > now()`,
    );
    if (!retrying) break;
    await gateway.runJobs();
  }
  return commandsFrom(start);
}

// The visitor rings, is answered, keys the unit code; returns the dial command and the visitor's leg id.
async function ringAndChooseUnit() {
  const leg = `v3:visitor-${uniqueSuffix()}`;
  const base = { call_control_id: leg, connection_id: "conn-intercom", from: visitor, to: fixture.phoneNumber };
  const [answer] = await deliver("call.initiated", { ...base, direction: "incoming" });
  expect(answer.path).toBe(`/v2/calls/${encodeURIComponent(leg)}/actions/answer`);
  const [gather] = await deliver("call.answered", { ...base, client_state: answer.body.client_state });
  const [calling, dial] = await deliver("call.gather.ended", {
    ...base,
    digits: fixture.unitCode,
    status: "valid",
    client_state: gather.body.client_state,
  });
  return { leg, base, gather, calling, dial };
}

describe("Telnyx intercom call", () => {
  it("runs from ring to door open with Call Control commands carrying the flow's step", async () => {
    const leg = `v3:visitor-${uniqueSuffix()}`;
    const base = { call_control_id: leg, connection_id: "conn-intercom", from: visitor, to: fixture.phoneNumber };
    const [answer, ...none] = await deliver("call.initiated", { ...base, direction: "incoming" });
    expect(none).toEqual([]);
    expect(answer.authorization).toBe("Bearer KEY_test_telnyx");
    expect(answer.body.command_id).toEqual(expect.any(String));
    expect(decodeClientState(answer.body.client_state)).toMatchObject({ step: "directory", attempt: 0 });
    expect(await findCall(leg)).toMatchObject({ status: "queued", carrier: "telnyx", propertyId: fixture.propertyId });

    const [gather] = await deliver("call.answered", { ...base, client_state: answer.body.client_state });
    expect(actionOf(gather)).toBe("gather_using_speak");
    expect(gather.body.payload).toContain("Please enter the unit code");

    const [calling, dial] = await deliver("call.gather.ended", {
      ...base,
      digits: fixture.unitCode,
      status: "valid",
      client_state: gather.body.client_state,
    });
    expect(actionOf(calling)).toBe("speak");
    expect(dial).toMatchObject({
      path: "/v2/calls",
      body: { to: fixture.residents[0].phone, from: fixture.phoneNumber, connection_id: "conn-intercom" },
    });
    expect(decodeClientState(dial.body.client_state)).toMatchObject({
      step: "resident",
      index: 0,
      residentId: fixture.residents[0].id,
    });
    expect((await findCall(leg))?.status).toBe("ringing");

    const resident = {
      call_control_id: "v3:resident-a",
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    expect(await deliver("call.initiated", { ...resident, direction: "outgoing" })).toEqual([]);
    const [whisper] = await deliver("call.answered", resident);
    expect(whisper.path).toBe("/v2/calls/v3%3Aresident-a/actions/gather_using_speak");
    expect(whisper.body.payload).toContain("Press 9 to open the door");
    expect((await findCall(leg))?.status).toBe("in_progress");

    const decided = await deliver("call.gather.ended", { ...resident, digits: "9", status: "valid" });
    expect(decided.map((command) => [command.path, actionOf(command)])).toEqual([
      ["/v2/calls/v3%3Aresident-a/actions/speak", "speak"],
      [`/v2/calls/${encodeURIComponent(leg)}/actions/speak`, "speak"],
    ]);
    expect(decided[1].body.payload).toContain("The door is open");
    const call = await findCall(leg);
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
    });
    expect(access[0].command?.command).toBe("unlock");

    const [hangup] = await deliver("call.speak.ended", { ...base, client_state: decided[1].body.client_state });
    expect(hangup.path).toBe(`/v2/calls/${encodeURIComponent(leg)}/actions/hangup`);
    expect(
      await deliver("call.hangup", {
        ...base,
        hangup_cause: "normal_clearing",
        client_state: hangup.body.client_state,
      }),
    ).toEqual([]);
    const [residentHangup] = await deliver("call.speak.ended", {
      ...resident,
      client_state: decided[0].body.client_state,
    });
    expect(
      await deliver("call.hangup", {
        ...resident,
        hangup_cause: "normal_clearing",
        client_state: residentHangup.body.client_state,
      }),
    ).toEqual([]);

    const final = await findCall(leg);
    expect(final).toMatchObject({ status: "completed", outcome: "door_opened", residentId: fixture.residents[0].id });
    expect(final?.answeredAt).not.toBeNull();
    expect(final?.durationSeconds).toEqual(expect.any(Number));
  });

  it("runs from ring to no answer: rings each resident, then tells the visitor and hangs up", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    const [second] = await deliver("call.hangup", {
      call_control_id: "v3:resident-b",
      connection_id: "conn-intercom",
      hangup_cause: "timeout",
      client_state: dial.body.client_state,
    });
    expect(second).toMatchObject({ path: "/v2/calls", body: { to: fixture.residents[1].phone } });
    const [goodbye] = await deliver("call.hangup", {
      call_control_id: "v3:resident-c",
      connection_id: "conn-intercom",
      hangup_cause: "timeout",
      client_state: second.body.client_state,
    });
    expect(goodbye.path).toBe(`/v2/calls/${encodeURIComponent(leg)}/actions/speak`);
    expect(goodbye.body.payload).toContain("nobody at unit 4C answered");
    const [hangup] = await deliver("call.speak.ended", { ...base, client_state: goodbye.body.client_state });
    expect(actionOf(hangup)).toBe("hangup");
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing", client_state: hangup.body.client_state });
    expect(await findCall(leg)).toMatchObject({ status: "no_answer", outcome: "unanswered", answeredAt: null });
  });
});

describe("Telnyx call answered and then abandoned", () => {
  const residentLeg = (name: string, clientState: unknown) => ({
    call_control_id: `v3:${name}-${uniqueSuffix()}`,
    connection_id: "conn-intercom",
    client_state: clientState,
  });

  it("records no outcome when the visitor hangs up once the resident has answered: it was not unanswered", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    const resident = residentLeg("resident-left", dial.body.client_state);
    await deliver("call.initiated", { ...resident, direction: "outgoing" });
    await deliver("call.answered", resident);
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing" });
    expect(await findCall(leg)).toMatchObject({ status: "completed", outcome: null, answeredAt: expect.any(Date) });
  });

  it("records no outcome when the resident answers and hangs up without a key, and the next one does not answer", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    const resident = residentLeg("resident-hung-up", dial.body.client_state);
    await deliver("call.initiated", { ...resident, direction: "outgoing" });
    await deliver("call.answered", resident);
    const [next] = await deliver("call.hangup", { ...resident, hangup_cause: "normal_clearing" });
    expect(next).toMatchObject({ path: "/v2/calls", body: { to: fixture.residents[1].phone } });
    const [goodbye] = await deliver("call.hangup", {
      ...residentLeg("resident-next", next.body.client_state),
      hangup_cause: "timeout",
    });
    expect(goodbye.body.payload).toContain("nobody at unit 4C answered");
    const [hangup] = await deliver("call.speak.ended", { ...base, client_state: goodbye.body.client_state });
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing", client_state: hangup.body.client_state });
    expect(await findCall(leg)).toMatchObject({ status: "completed", outcome: null, answeredAt: expect.any(Date) });
  });
});

describe("Telnyx spoken answers", () => {
  it("answers an unknown number, speaks the refusal, then hangs up after the speech", async () => {
    const leg = `v3:stranger-${uniqueSuffix()}`;
    const base = { call_control_id: leg, from: visitor, to: "+10000000001" };
    const [answer] = await deliver("call.initiated", { ...base, direction: "incoming" });
    expect(actionOf(answer)).toBe("answer");
    const [speech] = await deliver("call.answered", { ...base, client_state: answer.body.client_state });
    expect(speech.body.payload).toContain("not connected to any building");
    const [hangup] = await deliver("call.speak.ended", { ...base, client_state: speech.body.client_state });
    expect(actionOf(hangup)).toBe("hangup");
    expect(await findCall(leg)).toBeNull();
  });

  it("never joins a call of another property that carries the same call control id", async () => {
    const { leg } = await ringAndChooseUnit();
    const other = await createIntercomFixture();
    const [answer] = await deliver("call.initiated", {
      call_control_id: leg,
      connection_id: "conn-intercom",
      from: visitor,
      to: other.phoneNumber,
      direction: "incoming",
    });
    expect(actionOf(answer)).toBe("answer");
    expect(decodeClientState(answer.body.client_state)).toMatchObject({ step: "refuse", callId: null });
    expect(await testDatabase().call.count({ where: { propertyId: other.propertyId } })).toBe(0);
    expect((await findCall(leg))?.propertyId).toBe(fixture.propertyId);
  });

  it("asks again after an unknown unit code and refuses after hours", async () => {
    const leg = `v3:visitor-${uniqueSuffix()}`;
    const base = { call_control_id: leg, from: visitor, to: fixture.phoneNumber };
    const [answer] = await deliver("call.initiated", { ...base, direction: "incoming" });
    const [gather] = await deliver("call.answered", { ...base, client_state: answer.body.client_state });
    const [retry] = await deliver("call.gather.ended", {
      ...base,
      digits: "999",
      status: "valid",
      client_state: gather.body.client_state,
    });
    expect(retry.body.payload).toContain("that unit code was not found. Please try again");
    expect(decodeClientState(retry.body.client_state)).toMatchObject({ step: "directory", attempt: 1 });

    const hour = new Date().getUTCHours();
    const closed = await createIntercomFixture({
      opensAt: `${String((hour + 2) % 24).padStart(2, "0")}:00`,
      closesAt: `${String((hour + 3) % 24).padStart(2, "0")}:00`,
    });
    const late = { call_control_id: `v3:late-${uniqueSuffix()}`, from: visitor, to: closed.phoneNumber };
    const [lateAnswer] = await deliver("call.initiated", { ...late, direction: "incoming" });
    const [speech] = await deliver("call.answered", { ...late, client_state: lateAnswer.body.client_state });
    expect(speech.body.payload).toContain("The intercom is closed right now");
  });
});

describe("Telnyx times past the year 9999", () => {
  it("starts a call delivered with such a time at the time it arrived", async () => {
    const leg = `v3:visitor-${uniqueSuffix()}`;
    const before = Date.now();
    const payload = { call_control_id: leg, from: visitor, to: fixture.phoneNumber, direction: "incoming" };
    // The last instant JavaScript holds: +275760-09-13T00:00:00.000Z.
    await deliver("call.initiated", payload, new Date(8.64e15));
    const call = await findCall(leg);
    expect(call?.startedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(call?.startedAt.getUTCFullYear()).toBeLessThan(10000);
  });
});

describe("Telnyx signatures", () => {
  it("refuses forged, too-old, tampered and unsigned deliveries with 401 and stores nothing", async () => {
    const commands = gateway.telnyx.commands.length;
    const leg = `v3:forged-${uniqueSuffix()}`;
    const event = telnyxEvent("call.initiated", {
      call_control_id: leg,
      from: visitor,
      to: fixture.phoneNumber,
      direction: "incoming",
    });
    const other = generateKeyPairSync("ed25519").privateKey;
    const now = Math.floor(Date.now() / 1000);
    const forgedSignature = sign(null, Buffer.from(`${now}|${JSON.stringify(event)}`), other).toString("base64");
    const attempts = [
      await postTelnyx(gateway, event, { signature: forgedSignature, timestamp: now }),
      // Well past the five-minute window both ways, so a slow request cannot slide back inside it.
      await postTelnyx(gateway, event, { timestamp: secondsFromNow(-400) }),
      await postTelnyx(gateway, event, { timestamp: secondsFromNow(400) }),
      await postTelnyx(gateway, event, {
        sendBody: JSON.stringify(event).replace(fixture.phoneNumber, "+15005550006"),
      }),
      await postTelnyx(gateway, event, { signature: null }),
      await postTelnyx(gateway, event, { omitTimestamp: true }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.body.error.code).toBe("INVALID_SIGNATURE");
    }
    expect(await storedEvents("telnyx", event.data.id)).toBe(0);
    expect(gateway.telnyx.commands.length).toBe(commands);
    expect(await findCall(leg)).toBeNull();
  });
});

describe("Telnyx delivery", () => {
  it("answers 200 while Telnyx fails, keeps the command queued with its error, and sends it once Telnyx recovers", async () => {
    const leg = `v3:retry-${uniqueSuffix()}`;
    const event = telnyxEvent("call.initiated", {
      call_control_id: leg,
      from: visitor,
      to: fixture.phoneNumber,
      direction: "incoming",
    });
    const start = gateway.telnyx.commands.length;
    gateway.telnyx.failNext(3);
    const accepted = await postTelnyx(gateway, event);
    expect(accepted.status).toBe(200);
    // The 200 means stored: the flow runs in a job after it.
    expect(await storedEvents("telnyx", event.data.id)).toBe(1);
    expect(await findCall(leg)).toBeNull();
    await gateway.runJobs();
    expect(await findCall(leg)).toMatchObject({ status: "queued" });
    expect(commandsFrom(start)).toEqual([]);
    const [waiting] = await readQueuedJobs(testDatabase(), ["telnyx.commands"], gateway.jobsSchema);
    expect(waiting).toMatchObject({
      attempts: 1,
      lockedAt: null,
      lastError: expect.stringContaining("Telnyx did not accept"),
    });

    // The retry is due after its backoff; bring it forward instead of waiting.
    await testDatabase().$executeRawUnsafe(`update "${gateway.jobsSchema}"._private_jobs set run_at = now()`);
    gateway.telnyx.failNext(1);
    await gateway.runJobs();
    expect(commandsFrom(start).map(actionOf)).toEqual(["answer"]);
    expect(await readQueuedJobs(testDatabase(), ["telnyx.commands"], gateway.jobsSchema)).toEqual([]);
  });

  it("applies the same event once, whether redelivered or delivered in a race", async () => {
    const { dial } = await ringAndChooseUnit();
    const resident = {
      call_control_id: "v3:resident-race",
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    await deliver("call.answered", resident);
    const press = telnyxEvent("call.gather.ended", { ...resident, digits: "9", status: "valid" });
    const start = gateway.telnyx.commands.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => postTelnyx(gateway, press)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const again = await postTelnyx(gateway, press);
    expect(again.duplicate).toBe(true);
    // The same key as a dtmf event is a second report of one decision, not a second opening.
    await deliver("call.dtmf.received", { ...resident, digit: "9" });
    expect(commandsFrom(start)).toHaveLength(2);
    const callId = String(decodeClientState(dial.body.client_state).callId);
    expect(await testDatabase().accessEvent.count({ where: { callId } })).toBe(1);
    expect(await testDatabase().webhookEvent.count({ where: { sender: "telnyx", eventId: press.data.id } })).toBe(1);
  });

  it("acknowledges and ignores an event whose client state names no call, or the call of another leg", async () => {
    const { leg, base, gather } = await ringAndChooseUnit();
    const noCall = encodeState({ step: "waiting", leg: "visitor", callId: `no-such-call-${uniqueSuffix()}` });
    for (const payload of [
      { ...base, client_state: noCall },
      { ...base, call_control_id: `v3:other-${uniqueSuffix()}`, client_state: gather.body.client_state },
    ]) {
      const event = telnyxEvent("call.hangup", { ...payload, hangup_cause: "normal_clearing" });
      expect((await postTelnyx(gateway, event)).status).toBe(200);
      await gateway.runJobs();
      const stored = await testDatabase().webhookEvent.findUniqueOrThrow({
        where: { sender_eventId: { sender: "telnyx", eventId: event.data.id } },
      });
      expect(stored.processedAt).not.toBeNull();
      expect(JSON.stringify(stored.reply)).toContain("ignored");
    }
    expect(await findCall(leg)).toMatchObject({ endedAt: null });
  });

  it("ends in the right state when the visitor's hangup arrives before the resident's key press", async () => {
    const { leg, base, gather, dial } = await ringAndChooseUnit();
    const resident = {
      call_control_id: "v3:resident-late",
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    const t0 = Date.now();
    await deliver("call.answered", resident, new Date(t0 + 5_000));
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing" }, new Date(t0 + 30_000));
    expect((await findCall(leg))?.status).toBe("completed");
    await deliver("call.gather.ended", { ...resident, digits: "9", status: "valid" }, new Date(t0 + 20_000));
    await deliver("call.hangup", { ...resident, hangup_cause: "normal_clearing" }, new Date(t0 + 25_000));
    expect(
      await deliver("call.answered", { ...base, client_state: gather.body.client_state }, new Date(t0 + 1_000)),
    ).toEqual([]);
    const call = await findCall(leg);
    expect(call).toMatchObject({ status: "completed", outcome: "door_opened" });
    expect(call?.endedAt?.getTime()).toBe(t0 + 30_000);
    expect(call?.answeredAt?.getTime()).toBe(t0 + 5_000);
  });

  it("opens nothing for a key the resident pressed after the visitor hung up", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    const resident = {
      call_control_id: `v3:resident-after-${uniqueSuffix()}`,
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    const t0 = Date.now();
    await deliver("call.answered", resident, new Date(t0 + 1_000));
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing" }, new Date(t0 + 2_000));
    const [goodbye, ...more] = await deliver("call.dtmf.received", { ...resident, digit: "9" }, new Date(t0 + 3_000));
    expect(more).toEqual([]);
    expect(goodbye.body.payload).toContain("This call has ended");
    const call = await findCall(leg);
    expect(call?.outcome).not.toBe("door_opened");
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
  });

  it("cancels the resident's still-ringing phone when the visitor hangs up; the call ends canceled, no door opened", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    const resident = {
      call_control_id: `v3:resident-ringing-${uniqueSuffix()}`,
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    expect(await deliver("call.initiated", { ...resident, direction: "outgoing" })).toEqual([]);
    const [cancel, ...more] = await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing" });
    expect(more).toEqual([]);
    expect(cancel.path).toBe(`/v2/calls/${encodeURIComponent(resident.call_control_id)}/actions/hangup`);
    expect(await findCall(leg)).toMatchObject({ status: "canceled" });
    expect(await deliver("call.hangup", { ...resident, hangup_cause: "originator_cancel" })).toEqual([]);
    const call = await findCall(leg);
    expect(call).toMatchObject({ status: "canceled" });
    expect(call?.outcome).not.toBe("door_opened");
    expect(await testDatabase().accessEvent.count({ where: { callId: call?.id } })).toBe(0);
  });

  it("hangs up a resident leg that starts ringing after the visitor has gone", async () => {
    const { leg, base, dial } = await ringAndChooseUnit();
    expect(await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing" })).toEqual([]);
    const late = {
      call_control_id: `v3:resident-late-${uniqueSuffix()}`,
      connection_id: "conn-intercom",
      client_state: dial.body.client_state,
    };
    const [cancel] = await deliver("call.initiated", { ...late, direction: "outgoing" });
    expect(cancel.path).toBe(`/v2/calls/${encodeURIComponent(late.call_control_id)}/actions/hangup`);
    expect(await findCall(leg)).toMatchObject({ status: "canceled" });
  });

  it("leaves a visitor who hung up at the prompt canceled, even when the answer event comes late", async () => {
    const leg = `v3:gone-${uniqueSuffix()}`;
    const base = { call_control_id: leg, from: visitor, to: fixture.phoneNumber };
    const [answer] = await deliver("call.initiated", { ...base, direction: "incoming" });
    await deliver("call.hangup", { ...base, hangup_cause: "normal_clearing", client_state: answer.body.client_state });
    expect(await deliver("call.answered", { ...base, client_state: answer.body.client_state })).toEqual([]);
    expect(await findCall(leg)).toMatchObject({ status: "canceled", outcome: null });
  });
});
