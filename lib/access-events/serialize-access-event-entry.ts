import type { AccessEvent, DeviceCommand } from "../db/generated/client";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import type { AccessEventEntryView } from "./access-event-list-schemas";

type Row = AccessEvent & {
  property: { name: string };
  device: { name: string } | null;
  user: { name: string; email: string; tenantId: string | null } | null;
  command: DeviceCommand | null;
};

// Only the tenant's own people and platform admins (no tenant) open its doors; a user of another tenant on one of its
// events is bad data, and is neither named nor identified to this tenant.
const ownPerson = (row: Row) =>
  row.user && (row.user.tenantId === null || row.user.tenantId === row.tenantId) ? row.user : null;

export function serializeAccessEventEntry(row: Row): AccessEventEntryView {
  const user = ownPerson(row);
  return {
    ...serializeAccessEvent(row, row.command),
    userId: user ? row.userId : null,
    propertyName: row.property.name,
    deviceName: row.device?.name ?? null,
    userName: user ? user.name || user.email : null,
    guestPassId: row.guestPassId,
    callId: row.callId,
  };
}
