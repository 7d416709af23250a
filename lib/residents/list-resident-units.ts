import type { z } from "zod";
import { dayText, type UserWithUnits } from "../auth/serialize-user";
import type { Paging } from "../http/parse-paging";
import { residentHomes } from "./resident-scope";
import type { residentUnitSchema } from "./resident-schemas";

// The resident's units today and to come, in residentHomes' order (the order a guest pass's default unit follows).
export async function listResidentUnits(user: UserWithUnits, paging: Paging) {
  const units: z.infer<typeof residentUnitSchema>[] = (await residentHomes(user)).map(
    ({ timeZone, moveInOn, moveOutOn, ...home }) => ({
      ...home,
      propertyTimezone: timeZone,
      moveInOn: dayText(moveInOn),
      moveOutOn: dayText(moveOutOn),
    }),
  );
  return { units: units.slice(paging.offset, paging.offset + paging.limit), total: units.length };
}
