import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { callSchema, callWithEventsSchema, listCallsQuery } from "./call-schemas";

const resource = "calls";

export const listCallsOperation = adminOperation({
  method: "get",
  path: "/api/admin/calls",
  resource,
  summary: "List calls",
  description: "Newest first. `from` and `to` bound startedAt (from inclusive, to exclusive); from must be before to.",
  scope: "calls:read",
  query: listCallsQuery,
  response: { status: 200, shape: "A", key: "calls", item: callSchema },
  example: (ids) => ({ query: { propertyId: ids.propertyId, status: "completed", limit: "10" } }),
});

export const getCallOperation = adminOperation({
  method: "get",
  path: "/api/admin/calls/{id}",
  resource,
  summary: "Get a call",
  description: "The call with `events`, its timeline as the carriers reported it, oldest first.",
  scope: "calls:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "call", item: callWithEventsSchema },
  example: (ids) => ({ params: { id: ids.callId } }),
});

export const callOperations = [listCallsOperation, getCallOperation];
