import { z } from "zod";
import { calendarDay, e164, id } from "../framework/common-schemas";

export const IMPORT_COLUMNS = ["property", "unit", "email", "name", "phone", "role"] as const;
export const OPTIONAL_IMPORT_COLUMNS = ["floor", "moveIn", "moveOut"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number] | (typeof OPTIONAL_IMPORT_COLUMNS)[number];

// Limits of one file: 10,000 rows fit well inside 5 MiB.
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const flag = z.enum(["0", "1", "true", "false"]).transform((value) => value === "1" || value === "true");

export const importResidentsQuery = z
  .object({
    dryRun: flag.optional().describe("1: validate and count, change nothing"),
    tenantId: id.optional().describe("the tenant to import into; required for platform callers"),
  })
  .strict();

// A NUL cannot be stored in text: refused per cell, so the dry run reports what the import would refuse.
const NO_NUL = [(value: string) => !value.includes("\u0000"), "must not hold a NUL character"] as const;
const cell = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .max(max)
    .refine(...NO_NUL);

// Spreadsheets keep stray spaces around a value: a cell is read without them, and an empty one as no value.
const trimmed = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || null : value), schema);

// One data row after the checks that need no database.
export const residentRowSchema = z.object({
  property: cell(200),
  unit: cell(50),
  email: trimmed(z.email("not an email address").max(254).toLowerCase()),
  name: cell(200),
  phone: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s().-]/g, "") || null : value),
    e164.nullable(),
  ),
  role: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || "resident" : value),
    z.enum(["resident", "staff", "owner"], "one of resident, staff, owner"),
  ),
  floor: z
    .string()
    .trim()
    .max(20)
    .refine(...NO_NUL)
    .transform((value) => value || null)
    .optional(),
  moveIn: trimmed(calendarDay.nullable()).optional(),
  moveOut: trimmed(calendarDay.nullable()).optional(),
});

export type ResidentRow = z.infer<typeof residentRowSchema> & { row: number };

export const importErrorSchema = z.object({
  row: z.number().int().describe("as a spreadsheet counts: the header is row 1"),
  field: z.string().describe("a column name, or (row) for the row as a whole"),
  issue: z.string(),
});

export const importResultSchema = z
  .object({
    dryRun: z.boolean(),
    applied: z.boolean().describe("true when the changes were made: not a dry run and no row errors"),
    rows: z.number().int().describe("data rows read"),
    created: z.number().int().describe("residents created"),
    updated: z.number().int().describe("residents whose name, phone, role, unit or dates changed"),
    unchanged: z.number().int(),
    unitsCreated: z.number().int(),
    errors: z.array(importErrorSchema),
  })
  .meta({ id: "ResidentImport" });

export type ImportError = z.infer<typeof importErrorSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;
