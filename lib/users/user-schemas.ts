import { z } from "zod";
import { calendarDay, e164, id, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";
import { movesInOrder } from "../units/membership-dates";

const role = z.enum(["platform_admin", "owner", "staff", "resident"]);
const status = z.enum(["invited", "active", "suspended"]);
const day = calendarDay.describe("a calendar date, YYYY-MM-DD (UTC)");

export const userUnitSchema = z
  .object({
    unitId: id,
    dialOrder: z.number().int().describe("the intercom rings the unit's residents from the lowest dial order up"),
    moveInOn: day.nullable().describe("access starts on this day; null: already living there"),
    moveOutOn: day.nullable().describe("access, calls and the resident's guest passes end at the start of this day"),
  })
  .meta({ id: "UserUnit" });

export const userSchema = z
  .object({
    id,
    tenantId: id.nullable().describe("null for platform admins"),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    role,
    status,
    unitIds: z.array(id).describe("every unit the user is a member of, in dial order (moved-out ones too)"),
    units: z.array(userUnitSchema),
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
const unitIds = z
  .array(id)
  .max(100)
  .refine((list) => new Set(list).size === list.length, "lists a unit twice")
  .describe("units of the user's tenant; replaces all memberships (send this or units)");
const unitInput = z
  .object({
    unitId: id,
    dialOrder: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .optional()
      .describe(
        "when omitted on a new membership, one past the unit's highest (the newcomer is rung last; 0 in an empty unit); kept when omitted on an existing one",
      ),
    moveInOn: day.nullable().optional(),
    moveOutOn: day.nullable().optional(),
  })
  .strict()
  .refine((unit) => movesInOrder(unit.moveInOn, unit.moveOutOn), {
    path: ["moveOutOn"],
    message: "must be after the move-in date",
  });
const units = z
  .array(unitInput)
  .max(100)
  .refine((list) => new Set(list.map((unit) => unit.unitId)).size === list.length, "lists a unit twice")
  .describe(
    "units of the user's tenant with dial order and move dates; replaces all memberships (send this or unitIds)",
  );
const oneUnitList = (body: { unitIds?: unknown; units?: unknown }) =>
  body.unitIds === undefined || body.units === undefined;
const ONE_UNIT_LIST = { path: ["units"], message: "send unitIds or units, not both" };

export const createUserBody = z
  .object({
    tenantId: id
      .nullable()
      .optional()
      .describe(
        "the caller's own tenant when omitted; required for platform callers except for platform admins, who have none",
      ),
    email: z.email().max(254).toLowerCase().describe("unique; stored lowercased"),
    name,
    phone: e164.nullable().optional(),
    role,
    status: status.default("invited"),
    unitIds: unitIds.optional(),
    units: units.optional(),
    password: z.string().min(8).max(200).optional().describe("stored only as a scrypt hash"),
  })
  .strict()
  .refine(oneUnitList, ONE_UNIT_LIST);

export const updateUserBody = nonEmpty(
  z.object({ name, phone: e164.nullable(), role, status, unitIds, units }).partial().strict(),
).refine(oneUnitList, ONE_UNIT_LIST);

export type UserView = z.infer<typeof userSchema>;
export type UserUnitView = z.infer<typeof userUnitSchema>;
export type UnitMembershipInput = z.infer<typeof unitInput>;
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
export type CreateUserBody = z.infer<typeof createUserBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;
