import type { Prisma } from "../db/generated/client";

type MoveDates = { moveInOn: Date | null; moveOutOn: Date | null };

// Move dates are calendar days (UTC): a membership counts from its move-in day until the start of its move-out day.
const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function livesThere(membership: MoveDates, now = new Date()): boolean {
  const today = startOfUtcDay(now);
  return (
    (!membership.moveInOn || membership.moveInOn <= today) && (!membership.moveOutOn || membership.moveOutOn > today)
  );
}

// The same rule as a query filter, for memberships read in SQL (dial lists, notifications, guest passes).
export function livingThere(now = new Date()): Prisma.UnitMembershipWhereInput {
  const today = startOfUtcDay(now);
  return {
    AND: [
      { OR: [{ moveInOn: null }, { moveInOn: { lte: today } }] },
      { OR: [{ moveOutOn: null }, { moveOutOn: { gt: today } }] },
    ],
  };
}

export const toDay = (value: string) => new Date(`${value}T00:00:00.000Z`);
