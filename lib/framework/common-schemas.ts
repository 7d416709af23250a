import { z } from "zod";
import { pagingSchema } from "../http/parse-paging";
import { inSharedYears } from "../http/shared-years";
// Every schema's messages are the human ones, on the server and in the browser alike.
import "../http/human-issues";

export const id = z.string().min(1).max(64);
export const timestamp = z.iso.datetime();
// An instant from a client, with its offset; one past the year 9999 in UTC would reach PostgreSQL as a 500. Outside
// those years it is told that alone (`abort`): its object's own checks (a range's buckets) never read it.
export const instant = z.iso.datetime({ offset: true }).refine((value) => inSharedYears(new Date(value)), {
  message: "an instant between the years 1 and 9999 (UTC)",
  abort: true,
});
// PostgreSQL has no year 0: a calendar day (move dates, a rent roll's days) is refused before it reaches the database.
// A malformed day is told that alone (`abort`), not also its year.
export const calendarDay = z.iso
  .date({ abort: true })
  .refine((day) => inSharedYears(new Date(`${day}T00:00:00Z`)), "a day from the year 1 on")
  .describe("YYYY-MM-DD");
export const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, "an E.164 phone number such as +15005550006");
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day as HH:MM");
export const searchText = z.string().trim().min(1).max(200);
// Ids joined by commas, as many as a page holds: a page of rows names their parents in one request, not one a row.
export const idList = z
  .string()
  .max(200 * 65)
  .transform((value) => value.split(","))
  .pipe(z.array(id).min(1).max(200));

export const timezone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, "an IANA time zone such as America/New_York");

const cursor = z
  .string()
  .min(1)
  .max(512)
  .describe(
    "nextCursor from the previous page: the next page by position, as fast at any depth as the first (instead of offset)",
  );

// The list query of every admin list route: paging plus the route's own filters, nothing else.
export const listQuery = <T extends z.ZodRawShape>(filters: T) =>
  pagingSchema.extend({ cursor: cursor.optional(), ...filters }).strict();

// An update must change something.
export const nonEmpty = <T extends z.ZodType<object>>(schema: T) =>
  schema.refine((value) => Object.keys(value).length > 0, "send at least one field to change");

export const idParams = z.object({ id });
