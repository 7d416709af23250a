import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import {
  apiKeySchema,
  apiKeyWithSecretSchema,
  createApiKeyBody,
  listApiKeysQuery,
  updateApiKeyBody,
} from "./api-key-schemas";

const resource = "api_keys";

export const listApiKeysOperation = adminOperation({
  method: "get",
  path: "/api/admin/api-keys",
  resource,
  summary: "List API keys",
  scope: "api_keys:read",
  query: listApiKeysQuery,
  response: { status: 200, shape: "B", key: "apiKeys", item: apiKeySchema, list: true },
  example: () => ({ query: { status: "active" } }),
});

export const createApiKeyOperation = adminOperation({
  method: "post",
  path: "/api/admin/api-keys",
  resource,
  summary: "Create an API key",
  description: "The secret is in `key` of this answer and never shown again. Scopes may not exceed the caller's own.",
  scope: "api_keys:write",
  body: createApiKeyBody,
  response: { status: 201, shape: "B", key: "apiKey", item: apiKeyWithSecretSchema },
  errors: ["FORBIDDEN"],
  example: () => ({ body: { name: "Automation", scopes: ["api_keys:write"] } }),
});

export const getApiKeyOperation = adminOperation({
  method: "get",
  path: "/api/admin/api-keys/{id}",
  resource,
  summary: "Get an API key",
  scope: "api_keys:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "apiKey", item: apiKeySchema },
  example: (ids) => ({ params: { id: ids.apiKeyId } }),
});

export const updateApiKeyOperation = adminOperation({
  method: "patch",
  path: "/api/admin/api-keys/{id}",
  resource,
  summary: "Rename an API key or change its scopes",
  description: "A revoked key is final: it cannot be changed (409), as it cannot be rotated.",
  scope: "api_keys:write",
  params: idParams,
  body: updateApiKeyBody,
  response: { status: 200, shape: "B", key: "apiKey", item: apiKeySchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({ params: { id: ids.apiKeyId }, body: { name: "Renamed key" } }),
});

export const revokeApiKeyOperation = adminOperation({
  method: "delete",
  path: "/api/admin/api-keys/{id}",
  resource,
  summary: "Revoke an API key",
  description: "The key stops working at once; the record stays for the audit trail (X-Deletion: revoked).",
  scope: "api_keys:write",
  params: idParams,
  response: { status: 204 },
  example: (ids) => ({ params: { id: ids.apiKeyId } }),
});

export const rotateApiKeyOperation = adminOperation({
  method: "post",
  path: "/api/admin/api-keys/{id}/rotate",
  resource,
  summary: "Rotate an API key's secret",
  description: "The new secret is in `key`; the old one stops working at once.",
  scope: "api_keys:write",
  params: idParams,
  response: { status: 200, shape: "B", key: "apiKey", item: apiKeyWithSecretSchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.apiKeyId } }),
});

export const apiKeyOperations = [
  listApiKeysOperation,
  createApiKeyOperation,
  getApiKeyOperation,
  updateApiKeyOperation,
  revokeApiKeyOperation,
  rotateApiKeyOperation,
];
