import type { CallEvent } from "../db/generated/client";
import { CALL_EVENT } from "../voice/call-event-types";

export type DialResult = "ringing" | "answered" | "no-answer" | "busy" | "failed" | "canceled";
export type DialStep = { residentId: string; order: number; result: DialResult; dialedAt: Date };

const text = (payload: unknown, name: string): string | undefined => {
  const value = payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};
const LEG_ENDS: DialResult[] = ["no-answer", "busy", "failed", "canceled"];

// Who the intercom rang, in the order it rang them, and how each leg ended, read from the call's event log.
export function readDialSequence(
  events: Pick<CallEvent, "type" | "payload" | "occurredAt">[],
  ended: boolean,
): { steps: DialStep[]; answeredById: string | null } {
  const steps: DialStep[] = [];
  let answeredById: string | null = null;
  for (const event of [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
    const residentId = text(event.payload, "residentId");
    if (!residentId) continue;
    const open = [...steps].reverse().find((step) => step.residentId === residentId && step.result === "ringing");
    if (event.type === CALL_EVENT.residentDialed)
      steps.push({ residentId, order: steps.length + 1, result: "ringing", dialedAt: event.occurredAt });
    else if (event.type === CALL_EVENT.residentAnswered) {
      answeredById ??= residentId;
      if (open) open.result = "answered";
    } else if (event.type === CALL_EVENT.residentUnanswered && open) {
      const reason = text(event.payload, "reason") as DialResult | undefined;
      open.result = reason && LEG_ENDS.includes(reason) ? reason : "no-answer";
    }
  }
  // A phone still ringing when the visitor left was never picked up: that leg was canceled.
  if (ended) for (const step of steps) if (step.result === "ringing") step.result = "canceled";
  return { steps, answeredById };
}
