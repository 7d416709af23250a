import { accessEventSchema } from "../devices/access-event-schema";
import { RESIDENTS, residentOperation } from "../framework/resident-operation";
import {
  createdGuestPassSchema,
  createGuestPassBody,
  guestPassParams,
  guestPassSchema,
  keypadBody,
  listGuestPassesQuery,
} from "./guest-pass-schemas";

export const listGuestPassesOperation = residentOperation({
  method: "get",
  path: "/api/v1/guest-passes",
  family: "resident",
  tag: "guest-passes",
  summary: "The resident's guest passes",
  auth: { kind: "core", roles: RESIDENTS },
  query: listGuestPassesQuery,
  response: { status: 200, shape: "A", key: "guestPasses", item: guestPassSchema },
});

export const createGuestPassOperation = residentOperation({
  method: "post",
  path: "/api/v1/guest-passes",
  family: "resident",
  tag: "guest-passes",
  summary: "Issue a guest pass",
  description:
    "The PIN and QR payload are in this answer only. A pass for a unit the resident moves into later starts on the move-in day or after (else 400 naming `validFrom` and the day), and opens its doors from then.",
  auth: { kind: "core", roles: RESIDENTS },
  body: createGuestPassBody,
  response: { status: 201, shape: "B", key: "guestPass", item: createdGuestPassSchema },
  errors: ["CONFLICT", "NOT_FOUND"],
});

export const revokeGuestPassOperation = residentOperation({
  method: "delete",
  path: "/api/v1/guest-passes/{id}",
  family: "resident",
  tag: "guest-passes",
  summary: "Revoke a guest pass",
  auth: { kind: "core", roles: RESIDENTS },
  params: guestPassParams,
  response: { status: 204, deletion: true },
});

export const redeemGuestPassOperation = residentOperation({
  method: "post",
  path: "/access/keypad",
  family: "legacy",
  tag: "legacy",
  summary: "Redeem a guest pass's PIN or QR code at a keypad",
  auth: { kind: "credential", what: "API key with devices:write (the keypad, not a person)", roles: [] },
  body: keypadBody,
  response: { status: 201, shape: "B", key: "accessEvent", item: accessEventSchema },
  errors: ["INSUFFICIENT_SCOPE", "FORBIDDEN", "RATE_LIMITED", "NOT_FOUND"],
});

export const guestPassOperations = [listGuestPassesOperation, createGuestPassOperation, revokeGuestPassOperation];
