import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { createPropertyBody, listPropertiesQuery, propertySchema, updatePropertyBody } from "./property-schemas";

const resource = "properties";

export const listPropertiesOperation = adminOperation({
  method: "get",
  path: "/api/admin/properties",
  resource,
  summary: "List properties",
  scope: "properties:read",
  query: listPropertiesQuery,
  response: { status: 200, shape: "A", key: "properties", item: propertySchema },
  example: (ids) => ({ query: { tenantId: ids.tenantId, q: "a", limit: "10" } }),
});

export const createPropertyOperation = adminOperation({
  method: "post",
  path: "/api/admin/properties",
  resource,
  summary: "Create a property",
  scope: "properties:write",
  body: createPropertyBody,
  response: { status: 201, shape: "B", key: "property", item: propertySchema },
  errors: ["CONFLICT"],
  example: (ids) => ({
    body: { tenantId: ids.tenantId, name: "Riverside House", address: "5 River Lane", timezone: "Europe/Berlin" },
  }),
});

export const getPropertyOperation = adminOperation({
  method: "get",
  path: "/api/admin/properties/{id}",
  resource,
  summary: "Get a property",
  scope: "properties:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "property", item: propertySchema },
  example: (ids) => ({ params: { id: ids.propertyId } }),
});

export const updatePropertyOperation = adminOperation({
  method: "patch",
  path: "/api/admin/properties/{id}",
  resource,
  summary: "Update a property",
  scope: "properties:write",
  params: idParams,
  body: updatePropertyBody,
  response: { status: 200, shape: "B", key: "property", item: propertySchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.propertyId }, body: { name: "Renamed House" } }),
});

export const deletePropertyOperation = adminOperation({
  method: "delete",
  path: "/api/admin/properties/{id}",
  resource,
  summary: "Delete or archive a property",
  description:
    "A property with calls, door events or guest passes is archived (X-Deletion: archived) so its history survives; otherwise it is deleted with its units and devices (X-Deletion: deleted).",
  scope: "properties:write",
  params: idParams,
  response: { status: 204 },
  example: (ids) => ({ params: { id: ids.propertyId } }),
});

export const propertyOperations = [
  listPropertiesOperation,
  createPropertyOperation,
  getPropertyOperation,
  updatePropertyOperation,
  deletePropertyOperation,
];
