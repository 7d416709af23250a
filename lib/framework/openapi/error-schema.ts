import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../../http/error-codes";

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

// The one error shape of every route (lib/http/respond.ts errorResponse), described for admin.yaml.
export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string().describe("for people; clients branch on code"),
      details: z
        .array(
          z.object({
            field: z.string().describe("dotted path of the offending input, or (body) / (root)"),
            issue: z.string(),
          }),
        )
        .optional()
        .describe("field errors of a VALIDATION_ERROR"),
    }),
  })
  .meta({ id: "Error" });
