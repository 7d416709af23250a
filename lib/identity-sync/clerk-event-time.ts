import type { ClerkEvent } from "./verify-clerk-webhook";

// The time a Clerk event describes: its object's updated_at, else the event's own timestamp (both in ms); null when it carries neither.
export function clerkEventTime(event: ClerkEvent): Date | null {
  const updatedAt = (event.data as { updated_at?: unknown }).updated_at;
  const ms = typeof updatedAt === "number" ? updatedAt : event.timestamp;
  return typeof ms === "number" && Number.isFinite(ms) ? new Date(ms) : null;
}

// A row filter that holds unless a newer Clerk event was already applied to the row (an event without a time always applies).
export function notNewerThan<Column extends string>(column: Column, at: Date | null) {
  return at ? { OR: [{ [column]: null }, { [column]: { lte: at } }] as Record<Column, null | { lte: Date }>[] } : {};
}
