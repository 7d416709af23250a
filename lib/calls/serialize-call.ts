import type { Call, CallEvent } from "../db/generated/client";
import type { CallEventView, CallView } from "./call-schemas";
import { toApiCallStatus } from "./call-status";

export function serializeCall(call: Call): CallView {
  return {
    id: call.id,
    propertyId: call.propertyId,
    unitId: call.unitId,
    residentId: call.residentId,
    carrier: call.carrier,
    carrierCallId: call.carrierCallId,
    from: call.from,
    to: call.to,
    direction: call.direction,
    status: toApiCallStatus(call.status),
    outcome: call.outcome,
    startedAt: call.startedAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
    durationSeconds: call.durationSeconds,
  };
}

export function serializeCallEvent(event: CallEvent): CallEventView {
  return {
    id: event.id,
    type: event.type,
    status: event.status ? toApiCallStatus(event.status) : null,
    occurredAt: event.occurredAt.toISOString(),
    payload: event.payload,
  };
}
