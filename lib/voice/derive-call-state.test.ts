import { describe, expect, it } from "vitest";
import { deriveCallState, type CallEventFact } from "./derive-call-state";

const t0 = new Date("2026-11-21T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const event = (type: string, seconds: number, payload: Record<string, unknown> = {}): CallEventFact => ({
  type,
  occurredAt: at(seconds),
  payload,
});

const doorOpened = [
  event("started", 0),
  event("unit_selected", 4),
  event("resident_dialed", 5),
  event("resident_answered", 12),
  event("door_opened", 18),
  event("ended", 25, { carrierStatus: "completed" }),
];

describe("deriveCallState", () => {
  it("derives status, outcome, answer time and duration from the events", () => {
    expect(deriveCallState(t0, doorOpened)).toEqual({
      status: "completed",
      outcome: "door_opened",
      answeredAt: at(12),
      endedAt: at(25),
      durationSeconds: 25,
    });
  });

  it("ends in the same state whatever order the events arrive in, and repeats count once", () => {
    const expected = deriveCallState(t0, doorOpened);
    expect(deriveCallState(t0, [...doorOpened].reverse())).toEqual(expected);
    expect(
      deriveCallState(t0, [
        ...doorOpened,
        event("ended", 40, { carrierStatus: "completed" }),
        event("resident_answered", 30),
      ]),
    ).toEqual(expected);
  });

  it("moves forward through queued, ringing and in-progress", () => {
    expect(deriveCallState(t0, [event("started", 0)]).status).toBe("queued");
    expect(deriveCallState(t0, doorOpened.slice(0, 3)).status).toBe("ringing");
    expect(deriveCallState(t0, doorOpened.slice(0, 4)).status).toBe("in_progress");
  });

  it("ends unanswered calls as no-answer, or busy when every resident was busy", () => {
    const rung = [event("started", 0), event("resident_dialed", 3)];
    const noAnswer = deriveCallState(t0, [
      ...rung,
      event("resident_unanswered", 23, { reason: "no-answer" }),
      event("ended", 30),
    ]);
    expect(noAnswer).toMatchObject({ status: "no_answer", outcome: "unanswered", answeredAt: null });
    expect(
      deriveCallState(t0, [...rung, event("resident_unanswered", 5, { reason: "busy" }), event("ended", 8)]).status,
    ).toBe("busy");
  });

  it("cancels a call that ended before anyone was rung, unless the carrier named another ending", () => {
    expect(deriveCallState(t0, [event("started", 0), event("after_hours", 0), event("ended", 6)])).toMatchObject({
      status: "canceled",
      outcome: null,
    });
    expect(deriveCallState(t0, [event("started", 0), event("ended", 6, { carrierStatus: "failed" })]).status).toBe(
      "failed",
    );
  });

  it("stores canceled for a visitor who hung up at the prompt, though the carrier reports completed", () => {
    expect(deriveCallState(t0, [event("started", 0), event("ended", 9, { carrierStatus: "completed" })])).toMatchObject(
      { status: "canceled", outcome: null, answeredAt: null },
    );
  });

  it("cancels a call whose visitor left while a resident's phone was still ringing", () => {
    const rung = [event("started", 0), event("resident_dialed", 3)];
    expect(deriveCallState(t0, [...rung, event("ended", 8, { carrierStatus: "completed" })]).status).toBe("canceled");
    expect(
      deriveCallState(t0, [...rung, event("ended", 8), event("resident_unanswered", 9, { reason: "canceled" })]).status,
    ).toBe("canceled");
  });

  it("keeps a declined call declined", () => {
    const declined = [
      event("started", 0),
      event("resident_dialed", 1),
      event("resident_answered", 3),
      event("declined", 6),
      event("ended", 9),
    ];
    expect(deriveCallState(t0, declined)).toMatchObject({ status: "completed", outcome: "declined" });
  });

  it("leaves a call answered and then abandoned without an outcome: answered, so not unanswered", () => {
    const answered = [event("started", 0), event("resident_dialed", 1), event("resident_answered", 3)];
    const undecided = { status: "completed", outcome: null };
    // The visitor hangs up after the answer, before any key.
    expect(deriveCallState(t0, [...answered, event("ended", 9)])).toMatchObject(undecided);
    // The resident hangs up without a key; the next resident is rung and does not answer.
    const residentHungUp = [
      ...answered,
      event("resident_unanswered", 6, { reason: "completed" }),
      event("resident_dialed", 6),
      event("resident_unanswered", 30, { reason: "no-answer", index: 1 }),
      event("ended", 33),
    ];
    expect(deriveCallState(t0, residentHungUp)).toMatchObject(undecided);
    // The resident's 9 was refused (moved out, property archived, no entrance door).
    expect(deriveCallState(t0, [...answered, event("door_refused", 5), event("ended", 9)])).toMatchObject(undecided);
  });

  it("counts a resident rung within the second Twilio stamps as the end as rung before it: the call is canceled", () => {
    const events = [
      event("started", 0),
      event("resident_dialed", 5.4),
      event("ended", 5, { carrierStatus: "completed" }),
    ];
    expect(deriveCallState(t0, events)).toMatchObject({ status: "canceled", outcome: "unanswered" });
  });
});
