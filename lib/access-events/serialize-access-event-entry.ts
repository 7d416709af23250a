import type { AccessEvent, DeviceCommand } from "../db/generated/client";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import type { AccessEventEntryView } from "./access-event-list-schemas";

type Row = AccessEvent & {
  property: { name: string };
  device: { name: string } | null;
  user: { name: string; email: string } | null;
  command: DeviceCommand | null;
};

export function serializeAccessEventEntry(row: Row): AccessEventEntryView {
  return {
    ...serializeAccessEvent(row, row.command),
    propertyName: row.property.name,
    deviceName: row.device?.name ?? null,
    userName: row.user ? row.user.name || row.user.email : null,
    guestPassId: row.guestPassId,
    callId: row.callId,
  };
}
