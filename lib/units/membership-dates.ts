import type { Prisma } from "../db/generated/client";

type MoveDates = { moveInOn: Date | null; moveOutOn: Date | null };

// Move dates are calendar days of the property's time zone: a membership counts from its move-in day until the start
// of its move-out day there. Days are stored as dates (UTC midnights), so "today" is the local day in that form.
export function localToday(timeZone: string, now = new Date()): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return toDay(day.format(now));
}

export function livesThere(membership: MoveDates, timeZone: string, now = new Date()): boolean {
  const today = localToday(timeZone, now);
  return (
    (!membership.moveInOn || membership.moveInOn <= today) && (!membership.moveOutOn || membership.moveOutOn > today)
  );
}

// The same rule as a query filter, for memberships of units in one time zone read in SQL (dial lists, notifications,
// guest passes).
export function livingThere(timeZone: string, now = new Date()): Prisma.UnitMembershipWhereInput {
  const today = localToday(timeZone, now);
  return {
    AND: [
      { OR: [{ moveInOn: null }, { moveInOn: { lte: today } }] },
      { OR: [{ moveOutOn: null }, { moveOutOn: { gt: today } }] },
    ],
  };
}

// A membership ends after it starts: with both days known, the move-out is later than the move-in. Days compare as
// dates or as YYYY-MM-DD text alike.
export function movesInOrder<D extends Date | string>(moveIn: D | null | undefined, moveOut: D | null | undefined) {
  return !moveIn || !moveOut || moveOut > moveIn;
}

export const toDay = (value: string) => new Date(`${value}T00:00:00.000Z`);

// The zone of a unit's property, for callers that hold only the unit.
export async function unitTimeZone(tx: Prisma.TransactionClient, unitId: string): Promise<string> {
  const unit = await tx.unit.findUniqueOrThrow({
    where: { id: unitId },
    select: { property: { select: { timezone: true } } },
  });
  return unit.property.timezone;
}
