import { Prisma } from "./generated/client";

// An instant as a value for Prisma's `timestamp(3)` columns, which hold UTC without a zone.
export const utcTimestamp = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

const two = (value: number) => String(value).padStart(2, "0");

// An instant as PostgreSQL's text for a UTC `timestamp`: a year before 1 is written BC (JavaScript's year 0 is 1 BC),
// since a week may begin in 1 BC.
export function timestampText(at: Date): string {
  const iso = at.toISOString();
  // The years 1 to 9999, as ISO writes them: a report writes thousands.
  if (iso.length === 24 && !iso.startsWith("0000")) return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  const year = at.getUTCFullYear();
  const [date, time] = [
    `${String(year > 0 ? year : 1 - year).padStart(4, "0")}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`,
    `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}.${String(at.getUTCMilliseconds()).padStart(3, "0")}`,
  ];
  return `${date} ${time}${year > 0 ? "" : " BC"}`;
}

// Instants (or nulls) as one `timestamp[]` value, UTC without a zone: a single bound parameter that PostgreSQL reads
// once into a constant, which a statement's every row may search (width_bucket) at no more than a constant's cost.
export const utcTimestamps = (instants: (Date | null)[]) =>
  Prisma.sql`${`{${instants.map((at) => (at ? `"${timestampText(at)}"` : "NULL")).join(",")}}`}::timestamp[]`;

// Instants given as epoch milliseconds (or nulls) as one `bigint[]`, for lists a statement reads row by row rather
// than searches: a number costs the app a tenth of a timestamp's text to write, and PostgreSQL less to read.
export const epochMilliseconds = (instants: (number | null)[]) => Prisma.sql`${numberArray(instants)}::bigint[]`;

// Such a number (a column of our own statement) as a UTC `timestamp` again, exact to the millisecond: whole seconds and
// milliseconds apart, as their product in microseconds would pass a float8's integers after the year 2255.
export const fromEpochMilliseconds = (column: string) =>
  Prisma.raw(
    `(timestamp '1970-01-01' + (${column} / 1000) * interval '1 second' + (${column} % 1000) * interval '1 millisecond')`,
  );

// Numbers (or nulls) as one array literal, which a driver sends as it is: a report sends thousands, and the drivers
// escape an array's elements one by one.
export const numberArray = (values: (number | null)[]) =>
  `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;
