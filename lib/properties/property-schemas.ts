import { z } from "zod";
import { clockTime, e164, id, listQuery, nonEmpty, searchText, timestamp, timezone } from "../framework/common-schemas";

export const propertySchema = z
  .object({
    id,
    tenantId: id,
    name: z.string(),
    address: z.string(),
    timezone: z.string(),
    phoneNumber: z.string().nullable(),
    status: z.enum(["active", "archived"]),
    intercomOpensAt: z.string().nullable(),
    intercomClosesAt: z.string().nullable(),
    archivedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Property" });

export const listPropertiesQuery = listQuery({
  q: searchText.optional().describe("matches name or address"),
  tenantId: id.optional(),
  status: z.enum(["active", "archived"]).optional(),
});

const editable = {
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  timezone: timezone.default("UTC"),
  phoneNumber: e164.nullable().optional().describe("the number the intercom's calls arrive on; unique"),
  intercomOpensAt: clockTime.nullable().optional(),
  intercomClosesAt: clockTime.nullable().optional(),
};

export const createPropertyBody = z
  .object({ tenantId: id.optional().describe("required for platform callers"), ...editable })
  .strict();

export const updatePropertyBody = nonEmpty(
  z
    .object({ ...editable, timezone: timezone, status: z.enum(["active", "archived"]) })
    .partial()
    .strict(),
);

export type PropertyView = z.infer<typeof propertySchema>;
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuery>;
export type CreatePropertyBody = z.infer<typeof createPropertyBody>;
export type UpdatePropertyBody = z.infer<typeof updatePropertyBody>;
