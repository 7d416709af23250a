import { z } from "zod";
import { id, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";

export const unitSchema = z
  .object({
    id,
    propertyId: id,
    label: z.string(),
    floor: z.string().nullable(),
    directoryCode: z.string().describe("what a visitor keys at the intercom to reach this unit"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Unit" });

export const listUnitsQuery = listQuery({
  q: searchText.optional().describe("matches the label"),
  propertyId: id.optional(),
  tenantId: id.optional(),
});

const editable = {
  label: z.string().trim().min(1).max(50),
  floor: z.string().trim().min(1).max(20).nullable(),
  directoryCode: z.string().trim().min(1).max(20).describe("unique within the property"),
};

export const createUnitBody = z
  .object({
    propertyId: id,
    label: editable.label.describe("unique within the property"),
    floor: editable.floor.optional(),
    directoryCode: editable.directoryCode.optional().describe("unique within the property; defaults to the label"),
  })
  .strict();

export const updateUnitBody = nonEmpty(z.object(editable).partial().strict());

export type UnitView = z.infer<typeof unitSchema>;
export type ListUnitsQuery = z.infer<typeof listUnitsQuery>;
export type CreateUnitBody = z.infer<typeof createUnitBody>;
export type UpdateUnitBody = z.infer<typeof updateUnitBody>;
