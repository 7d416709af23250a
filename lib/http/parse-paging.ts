import { z } from "zod";

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

// A whole number from a query's text: decimal digits only, where Number() would also take "", "0x10", "1e2" and " 5"
// (an empty offset read as 0); other text reaches the number schema as text and is refused as no whole number.
const wholeNumber = (min: number, max: number | undefined, fallback: number) => {
  const number = z
    .number({ error: (issue) => (issue.code === "invalid_type" ? "must be a whole number" : undefined) })
    .int()
    .min(min);
  return z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value),
    (max === undefined ? number : number.max(max)).default(fallback),
  );
};

export const pagingSchema = z.object({
  limit: wholeNumber(1, MAX_LIMIT, DEFAULT_LIMIT),
  offset: wholeNumber(0, undefined, 0),
});

export type Paging = z.infer<typeof pagingSchema>;
