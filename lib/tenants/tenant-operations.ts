import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { createTenantBody, listTenantsQuery, tenantSchema, updateTenantBody } from "./tenant-schemas";

const resource = "tenants";

export const listTenantsOperation = adminOperation({
  method: "get",
  path: "/api/admin/tenants",
  resource,
  summary: "List tenants",
  description: "Platform callers see every tenant; a tenant-bound caller sees only its own.",
  scope: "tenants:read",
  query: listTenantsQuery,
  response: { status: 200, shape: "A", key: "tenants", item: tenantSchema },
  example: () => ({ query: { q: "example", status: "active", limit: "10" } }),
});

export const createTenantOperation = adminOperation({
  method: "post",
  path: "/api/admin/tenants",
  resource,
  summary: "Create a tenant",
  description: "Platform callers only; a tenant-bound caller is refused with 403 FORBIDDEN. The slug is unique (409).",
  scope: "tenants:write",
  body: createTenantBody,
  response: { status: 201, shape: "B", key: "tenant", item: tenantSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({
    body: { name: "Acme Homes", slug: `acme-${ids.tenantId.toLowerCase().replace(/[^a-z0-9]/g, "")}`, plan: "starter" },
  }),
});

export const getTenantOperation = adminOperation({
  method: "get",
  path: "/api/admin/tenants/{id}",
  resource,
  summary: "Get a tenant",
  scope: "tenants:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "tenant", item: tenantSchema },
  example: (ids) => ({ params: { id: ids.tenantId } }),
});

export const updateTenantOperation = adminOperation({
  method: "patch",
  path: "/api/admin/tenants/{id}",
  resource,
  summary: "Update a tenant",
  description:
    "A tenant-bound caller may rename its own tenant; changing plan, status or clerkOrgId is for platform callers only (403 FORBIDDEN). clerkOrgId links the tenant to a Clerk organization (409 CONFLICT when another tenant holds it); null unlinks it.",
  scope: "tenants:write",
  params: idParams,
  body: updateTenantBody,
  response: { status: 200, shape: "B", key: "tenant", item: tenantSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({ params: { id: ids.tenantId }, body: { name: "Renamed Homes" } }),
});

export const suspendTenantOperation = adminOperation({
  method: "delete",
  path: "/api/admin/tenants/{id}",
  resource,
  summary: "Suspend a tenant",
  description:
    "Tenants are never erased: the tenant is suspended (X-Deletion: suspended); its users and API keys stop working, and its intercom numbers answer as unknown ones. Platform callers only (403 FORBIDDEN).",
  scope: "tenants:write",
  params: idParams,
  response: { status: 204 },
  errors: ["FORBIDDEN"],
  example: (ids) => ({ params: { id: ids.tenantId } }),
});

export const tenantOperations = [
  listTenantsOperation,
  createTenantOperation,
  getTenantOperation,
  updateTenantOperation,
  suspendTenantOperation,
];
