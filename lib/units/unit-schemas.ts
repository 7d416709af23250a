import { z } from "zod";
import { id, idList, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";
import { DIRECTORY_CODE, DIRECTORY_CODE_ISSUE, DIRECTORY_CODE_MAX } from "./directory-code";

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
  ids: idList
    .optional()
    .describe("comma-separated unit ids, at most 200: only these units (a page naming its rows' units)"),
});

const editable = {
  label: z.string().trim().min(1).max(50),
  floor: z.string().trim().min(1).max(20).nullable(),
  directoryCode: z
    .string()
    .trim()
    .min(1)
    .max(DIRECTORY_CODE_MAX)
    .regex(DIRECTORY_CODE, DIRECTORY_CODE_ISSUE)
    .describe("letters and digits, unique within the property without regard to case (the intercom ignores case)"),
};

export const createUnitBody = z
  .object({
    propertyId: id,
    label: editable.label.describe("unique within the property"),
    floor: editable.floor.optional(),
    directoryCode: editable.directoryCode
      .optional()
      .describe(
        "letters and digits, unique within the property without regard to case; defaults to the label's letters and digits",
      ),
  })
  .strict();

export const updateUnitBody = nonEmpty(z.object(editable).partial().strict());

export type UnitView = z.infer<typeof unitSchema>;
export type ListUnitsQuery = z.infer<typeof listUnitsQuery>;
export type CreateUnitBody = z.infer<typeof createUnitBody>;
export type UpdateUnitBody = z.infer<typeof updateUnitBody>;
