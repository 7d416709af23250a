import { z } from "zod";
import { e164, id, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";

const role = z.enum(["platform_admin", "owner", "staff", "resident"]);
const status = z.enum(["invited", "active", "suspended"]);

export const userSchema = z
  .object({
    id,
    tenantId: id.nullable().describe("null for platform admins"),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    role,
    status,
    unitIds: z.array(id),
    deactivatedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "User" });

export const listUsersQuery = listQuery({
  q: searchText.optional().describe("matches name or email"),
  tenantId: id.optional(),
  role: role.optional(),
  status: status.optional(),
  unitId: id.optional(),
  propertyId: id.optional().describe("users with a unit in this property"),
});

const name = z.string().trim().min(1).max(200);
const unitIds = z.array(id).max(100).describe("units of the user's tenant; replaces all memberships");

export const createUserBody = z
  .object({
    tenantId: id.nullable().optional().describe("the caller's own tenant when omitted; required for platform callers except for platform admins, who have none"),
    email: z.email().max(254).toLowerCase().describe("unique; stored lowercased"),
    name,
    phone: e164.nullable().optional(),
    role,
    status: status.default("invited"),
    unitIds: unitIds.default([]),
    password: z.string().min(8).max(200).optional().describe("stored only as a scrypt hash"),
  })
  .strict();

export const updateUserBody = nonEmpty(z.object({ name, phone: e164.nullable(), role, status, unitIds }).partial().strict());

export type UserView = z.infer<typeof userSchema>;
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
export type CreateUserBody = z.infer<typeof createUserBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;
