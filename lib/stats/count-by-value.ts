import { Prisma } from "../db/generated/client";

// A JSON object with one count per value, zeros included, e.g. {"online": 3, "offline": 0}.
// `column` and `condition` are always constants of our own code; the values are bound as parameters.
export function countByValue(column: string, values: readonly string[], condition = "true"): Prisma.Sql {
  const pairs = values.map(
    (value) =>
      Prisma.sql`${value}::text, count(*) FILTER (WHERE ${Prisma.raw(column)}::text = ${value} AND ${Prisma.raw(condition)})`,
  );
  return Prisma.sql`jsonb_build_object(${Prisma.join(pairs)})`;
}
