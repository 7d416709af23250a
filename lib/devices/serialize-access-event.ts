import type { AccessEvent } from "../db/generated/client";
import type { AccessEventView } from "./access-event-schema";

export function serializeAccessEvent(event: AccessEvent, commandId: string | null): AccessEventView {
  return {
    id: event.id,
    tenantId: event.tenantId,
    propertyId: event.propertyId,
    deviceId: event.deviceId,
    userId: event.userId,
    apiKeyId: event.apiKeyId,
    method: event.method,
    result: event.result,
    reason: event.reason,
    occurredAt: event.occurredAt.toISOString(),
    commandId,
  };
}
