import { ApiError } from "../http/error-codes";
import type { ClerkEvent } from "./verify-clerk-webhook";

// Clerk's times are milliseconds since 1970; one outside years 1970 to 9999 is not Clerk's.
const LATEST_MS = 253_402_300_799_999;

// The time a Clerk event describes: its object's updated_at, else the event's own timestamp (both in ms); null when it carries neither.
export function clerkEventTime(event: ClerkEvent): Date | null {
  const updatedAt = (event.data as { updated_at?: unknown }).updated_at;
  const ms = typeof updatedAt === "number" ? updatedAt : event.timestamp;
  if (typeof ms !== "number") return null;
  if (!Number.isInteger(ms) || ms < 0 || ms > LATEST_MS)
    throw new ApiError("VALIDATION_ERROR", "The event's time is not a time Clerk sends");
  return new Date(ms);
}

// A row filter that holds unless a newer Clerk event was already applied to the row (an event without a time always applies).
export function notNewerThan<Column extends string>(column: Column, at: Date | null) {
  return at ? { OR: [{ [column]: null }, { [column]: { lte: at } }] as Record<Column, null | { lte: Date }>[] } : {};
}
