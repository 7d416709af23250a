import { adminOperation } from "../framework/admin-operation";
import { accessEventEntrySchema, listAccessEventsQuery } from "./access-event-list-schemas";

export const listAccessEventsOperation = adminOperation({
  method: "get",
  path: "/api/admin/access-events",
  resource: "access_events",
  summary: "List access events",
  description:
    "Every door opening and refusal (app, portal, admin, DTMF, PIN, QR, and what doors report), newest first. " +
    "`from` and `to` bound occurredAt (from inclusive, to exclusive).",
  scope: "access_events:read",
  query: listAccessEventsQuery,
  response: { status: 200, shape: "A", key: "accessEvents", item: accessEventEntrySchema },
  example: (ids) => ({ query: { propertyId: ids.propertyId, deviceId: ids.deviceId, result: "granted", limit: "10" } }),
});

export const accessEventOperations = [listAccessEventsOperation];
