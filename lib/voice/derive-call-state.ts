import type { CallOutcome, CallStatus } from "../db/generated/enums";
import { CALL_EVENT } from "./call-event-types";

export type CallEventFact = { type: string; occurredAt: Date; payload: unknown };

export type DerivedCallState = {
  status: CallStatus;
  outcome: CallOutcome | null;
  answeredAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
};

const ENDING_STATUSES: CallStatus[] = ["busy", "no_answer", "failed", "canceled"];

const earliest = (events: CallEventFact[], type: string) =>
  events
    .filter((event) => event.type === type)
    .reduce<Date | null>((first, event) => (!first || event.occurredAt < first ? event.occurredAt : first), null);

const field = (payload: unknown, name: string): unknown =>
  payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;

function terminalStatus(events: CallEventFact[], endedAt: Date): CallStatus {
  if (events.some((event) => event.type === CALL_EVENT.residentAnswered)) return "completed";
  const unanswered = events.filter((event) => event.type === CALL_EVENT.residentUnanswered);
  // Twilio stamps the end to the second, so anything within that second may have come before it.
  const endOfSecond = new Date(endedAt.getTime() + 999);
  const dialedBeforeEnd = events.filter(
    (event) => event.type === CALL_EVENT.residentDialed && event.occurredAt <= endOfSecond,
  ).length;
  const legsEndedBeforeEnd = unanswered.filter((event) => event.occurredAt <= endOfSecond).length;
  // The visitor left while a resident's phone was still ringing: that leg was canceled, and so is the call.
  if (dialedBeforeEnd > legsEndedBeforeEnd || unanswered.some((event) => field(event.payload, "reason") === "canceled"))
    return "canceled";
  if (unanswered.length)
    return unanswered.every((event) => field(event.payload, "reason") === "busy") ? "busy" : "no_answer";
  if (events.some((event) => event.type === CALL_EVENT.residentDialed)) return "no_answer";
  const carrier = events
    .map((event) => field(event.payload, "carrierStatus"))
    .find((status): status is CallStatus => ENDING_STATUSES.includes(status as CallStatus));
  // Nobody was rung (after hours, unknown unit, visitor left at the prompt): the connection was canceled.
  return carrier ?? "canceled";
}

// `unanswered` is a call that ended with residents rung and none answering. One a resident answered and that ended
// undecided (they hung up without a key, the visitor left, their 9 was refused) has no outcome: it was answered.
function outcome(events: CallEventFact[], ended: boolean): CallOutcome | null {
  const has = (type: string) => events.some((event) => event.type === type);
  if (has(CALL_EVENT.doorOpened)) return "door_opened";
  if (has(CALL_EVENT.declined)) return "declined";
  return ended && has(CALL_EVENT.residentDialed) && !has(CALL_EVENT.residentAnswered) ? "unanswered" : null;
}

// A call's state is a function of its event set, not of arrival order: late or repeated callbacks cannot move it backwards.
export function deriveCallState(startedAt: Date, events: CallEventFact[]): DerivedCallState {
  const endedAt = earliest(events, CALL_EVENT.ended);
  const answeredAt = earliest(events, CALL_EVENT.residentAnswered);
  let status: CallStatus = "queued";
  if (endedAt) status = terminalStatus(events, endedAt);
  else if (answeredAt) status = "in_progress";
  else if (events.some((event) => event.type === CALL_EVENT.residentDialed)) status = "ringing";
  return {
    status,
    outcome: outcome(events, Boolean(endedAt)),
    answeredAt,
    endedAt,
    durationSeconds: endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null,
  };
}
