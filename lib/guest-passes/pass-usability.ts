import type { Prisma } from "../db/generated/client";
import { isInService } from "../properties/property-in-service";
import { livesThere, localToday } from "../units/membership-dates";
import type { UnusableReason } from "./guest-pass-schemas";

// What deciding a pass's usability reads with the pass: its property's status and zone, its creator's status and
// memberships (with their move dates, judged in the property's zone).
export const withHolders = {
  property: { select: { status: true, timezone: true } },
  createdBy: { select: { status: true, memberships: { select: { unitId: true, moveInOn: true, moveOutOn: true } } } },
} satisfies Prisma.GuestPassInclude;
export type PassWithHolders = Prisma.GuestPassGetPayload<{ include: typeof withHolders }>;

// The one rule, beside the pass's own window, uses and revocation (its status), that decides whether it opens doors:
// its property is in service and its creator is an active resident of its unit, so archiving the property, suspending
// the creator or their move-out (from that day, in the property's zone) ends it. The keypad and the pass lists use it.
// A pass yet to start is judged at its start, so one for a home the creator moves into by then is usable.
export function unusableReason(pass: PassWithHolders, now = new Date()): UnusableReason | null {
  if (!isInService(pass.property)) return "property_archived";
  if (pass.createdBy.status !== "active") return "creator_suspended";
  const at = pass.validFrom > now ? pass.validFrom : now;
  const { timezone } = pass.property;
  const memberships = pass.createdBy.memberships.filter((membership) => membership.unitId === pass.unitId);
  if (memberships.some((membership) => livesThere(membership, timezone, at))) return null;
  // A move-in put off past the pass's start: not moved out, not there yet.
  const day = localToday(timezone, at);
  const arriving = memberships.some(({ moveInOn }) => moveInOn && moveInOn > day);
  return arriving ? "creator_not_moved_in" : "creator_moved_out";
}
