import { Prisma } from "./generated/client";

// An instant as a value for Prisma's `timestamp(3)` columns, which hold UTC without a zone.
export const utcTimestamp = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
