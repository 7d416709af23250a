import { Prisma } from "./generated/client";

// An instant as a value for Prisma's `timestamp(3)` columns, which hold UTC without a zone.
export const utcTimestamp = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

// Instants (or nulls) as one `timestamp[]` value, UTC without a zone, so that a list is a single bound parameter;
// sent as epoch milliseconds, which any year PostgreSQL knows (a week may begin in 1 BC) survives.
export const utcTimestamps = (instants: (Date | null)[]) =>
  Prisma.sql`(SELECT coalesce(array_agg('epoch'::timestamp + t.ms * interval '1 millisecond' ORDER BY t.i), '{}')
    FROM unnest(${numberArray(instants.map((at) => (at ? at.getTime() : null)))}::float8[]) WITH ORDINALITY t(ms, i))`;

// Numbers (or nulls) as one array literal, which a driver sends as it is: a report sends thousands, and the drivers
// escape an array's elements one by one.
export const numberArray = (values: (number | null)[]) =>
  `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;
