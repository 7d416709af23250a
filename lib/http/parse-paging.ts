import { z } from "zod";

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

// A query value is text: only decimal digits read as a number, where Number() would also take "", "0x10", "1e2" and
// " 5" (an empty offset read as 0); anything else is left as text for the number schema to refuse.
const whole = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value), schema);

const wholeNumber = () =>
  z.number({ error: (issue) => (issue.code === "invalid_type" ? "must be a whole number" : undefined) }).int();

export const pagingSchema = z.object({
  limit: whole(wholeNumber().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT)),
  offset: whole(wholeNumber().min(0).default(0)),
});

export type Paging = z.infer<typeof pagingSchema>;
