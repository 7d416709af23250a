import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { guestPassSchema, listUnitGuestPassesQuery } from "../guest-passes/guest-pass-schemas";
import { createUnitBody, listUnitsQuery, unitSchema, updateUnitBody } from "./unit-schemas";

const resource = "units";

export const listUnitsOperation = adminOperation({
  method: "get",
  path: "/api/admin/units",
  resource,
  summary: "List units",
  scope: "units:read",
  query: listUnitsQuery,
  response: { status: 200, shape: "A", key: "units", item: unitSchema },
  example: (ids) => ({ query: { propertyId: ids.propertyId, q: "1", limit: "10" } }),
});

export const createUnitOperation = adminOperation({
  method: "post",
  path: "/api/admin/units",
  resource,
  summary: "Create a unit",
  description:
    "The property must be one the caller can see (else 404). Label and directory code are unique within the property (409).",
  scope: "units:write",
  body: createUnitBody,
  response: { status: 201, shape: "B", key: "unit", item: unitSchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ body: { propertyId: ids.propertyId, label: "2B", floor: "2", directoryCode: "22" } }),
});

export const getUnitOperation = adminOperation({
  method: "get",
  path: "/api/admin/units/{id}",
  resource,
  summary: "Get a unit",
  scope: "units:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "unit", item: unitSchema },
  example: (ids) => ({ params: { id: ids.unitId } }),
});

export const updateUnitOperation = adminOperation({
  method: "patch",
  path: "/api/admin/units/{id}",
  resource,
  summary: "Update a unit",
  scope: "units:write",
  params: idParams,
  body: updateUnitBody,
  response: { status: 200, shape: "B", key: "unit", item: unitSchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.unitId }, body: { floor: "3" } }),
});

export const deleteUnitOperation = adminOperation({
  method: "delete",
  path: "/api/admin/units/{id}",
  resource,
  summary: "Delete a unit",
  description:
    "A unit with calls or guest passes keeps its history and is refused with 409 CONFLICT; otherwise it is deleted with its memberships (X-Deletion: deleted).",
  scope: "units:write",
  params: idParams,
  response: { status: 204 },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.vacantUnitId } }),
});

export const listUnitGuestPassesOperation = adminOperation({
  method: "get",
  path: "/api/admin/units/{id}/guest-passes",
  resource,
  summary: "List a unit's guest passes",
  description: "The passes the unit's residents created, newest first, with their status; never the PIN or QR code.",
  scope: "units:read",
  params: idParams,
  query: listUnitGuestPassesQuery,
  response: { status: 200, shape: "A", key: "guestPasses", item: guestPassSchema },
  example: (ids) => ({ params: { id: ids.unitId }, query: { limit: "10" } }),
});

export const revokeUnitGuestPassOperation = adminOperation({
  method: "post",
  path: "/api/admin/guest-passes/{id}/revoke",
  resource,
  summary: "Revoke a guest pass",
  description:
    "Revokes a pass of one of the tenant's units, whoever created it, as its creator can from the resident API: its PIN and QR code stop opening doors at once, for good. The answer is the pass, revoked; revoking it again changes nothing (the first revokedAt stays). Audited as guest_pass.revoke.",
  scope: "units:write",
  params: idParams,
  response: { status: 200, shape: "B", key: "guestPass", item: guestPassSchema },
  example: (ids) => ({ params: { id: ids.guestPassId } }),
});

export const unitOperations = [
  listUnitsOperation,
  createUnitOperation,
  getUnitOperation,
  updateUnitOperation,
  deleteUnitOperation,
  listUnitGuestPassesOperation,
  revokeUnitGuestPassOperation,
];
