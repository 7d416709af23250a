import type { Prisma } from "../db/generated/client";
import { livingThere, unitTimeZone } from "./membership-dates";

// Whom the platform reaches for a unit, the intercom's rings and the notifications alike: active residents (an invited
// one has not taken up the account yet, a suspended one is out) who live there today.
export const reachableResident = { role: "resident", status: "active" } satisfies Prisma.UserWhereInput;

export async function reachableInUnit(
  tx: Prisma.TransactionClient,
  unitId: string,
): Promise<Prisma.UnitMembershipWhereInput> {
  return { unitId, ...livingThere(await unitTimeZone(tx, unitId)), user: reachableResident };
}
