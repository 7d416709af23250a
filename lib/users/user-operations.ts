import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { createUserBody, listUsersQuery, updateUserBody, userSchema } from "./user-schemas";

const resource = "users";

export const listUsersOperation = adminOperation({
  method: "get",
  path: "/api/admin/users",
  resource,
  summary: "List users",
  scope: "users:read",
  query: listUsersQuery,
  response: { status: 200, shape: "A", key: "users", item: userSchema },
  example: (ids) => ({
    query: { tenantId: ids.tenantId, unitId: ids.unitId, role: "resident", q: "example", limit: "10" },
  }),
});

export const createUserOperation = adminOperation({
  method: "post",
  path: "/api/admin/users",
  resource,
  summary: "Create a user",
  description:
    "Tenant-bound callers create users of their own tenant and can never create a platform admin (403 FORBIDDEN). The email is unique (409). All unitIds must be units of the user's tenant (else 404).",
  scope: "users:write",
  body: createUserBody,
  response: { status: 201, shape: "B", key: "user", item: userSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({
    body: {
      tenantId: ids.tenantId,
      email: `new-${ids.userId}@example.test`,
      name: "New Resident",
      phone: "+15005550100",
      role: "resident",
      unitIds: [ids.unitId],
    },
  }),
});

export const getUserOperation = adminOperation({
  method: "get",
  path: "/api/admin/users/{id}",
  resource,
  summary: "Get a user",
  scope: "users:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "user", item: userSchema },
  example: (ids) => ({ params: { id: ids.userId } }),
});

export const updateUserOperation = adminOperation({
  method: "patch",
  path: "/api/admin/users/{id}",
  resource,
  summary: "Update a user",
  description:
    "unitIds replaces the user's memberships. Only platform callers can make a user a platform admin (403 FORBIDDEN); a platform admin has no tenant and no units. A change that would leave the tenant without an active owner is refused (409 CONFLICT).",
  scope: "users:write",
  params: idParams,
  body: updateUserBody,
  response: { status: 200, shape: "B", key: "user", item: userSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({ params: { id: ids.userId }, body: { name: "Renamed Resident", unitIds: [ids.unitId] } }),
});

export const deactivateUserOperation = adminOperation({
  method: "delete",
  path: "/api/admin/users/{id}",
  resource,
  summary: "Deactivate a user",
  description:
    "Users are never erased: the user is suspended with deactivatedAt set (X-Deletion: deactivated). The tenant's last active owner is not (409 CONFLICT).",
  scope: "users:write",
  params: idParams,
  response: { status: 204 },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.userId } }),
});

export const userOperations = [
  listUsersOperation,
  createUserOperation,
  getUserOperation,
  updateUserOperation,
  deactivateUserOperation,
];
