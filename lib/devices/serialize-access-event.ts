import type { AccessEvent, DeviceCommand } from "../db/generated/client";
import type { AccessEventView, CommandStateView } from "./access-event-schema";

export function serializeCommandState(command: DeviceCommand): CommandStateView {
  return {
    id: command.id,
    status: command.status,
    sentAt: command.sentAt?.toISOString() ?? null,
    acknowledgedAt: command.acknowledgedAt?.toISOString() ?? null,
    expiresAt: command.expiresAt?.toISOString() ?? null,
    failureReason: command.failureReason,
  };
}

export function serializeAccessEvent(event: AccessEvent, command: DeviceCommand | null): AccessEventView {
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
    commandId: command?.id ?? null,
    command: command ? serializeCommandState(command) : null,
  };
}
