import { Prisma } from "../db/generated/client";

// A JSON object with one sum per value, zeros included, e.g. {"app": 3, "qr": 0}; `sumOf` spells a value's sum.
const sumsByValue = (values: readonly string[], sumOf: (value: string) => Prisma.Sql) =>
  Prisma.sql`jsonb_build_object(${Prisma.join(values.map((value) => Prisma.sql`${value}::text, coalesce(${sumOf(value)}, 0)::int`))})`;

// Sums of `weight` over the rows whose `column` holds each value.
// `column`, `weight` and `condition` are always constants of our own code; the values are bound as parameters.
export function sumByValue(column: string, weight: string, values: readonly string[], condition = "true"): Prisma.Sql {
  return sumsByValue(
    values,
    (value) =>
      Prisma.sql`sum(${Prisma.raw(weight)}) FILTER (WHERE ${Prisma.raw(column)} = ${value} AND ${Prisma.raw(condition)})`,
  );
}

// The same from rows keeping their counts as two arrays in step (`keys` and `counts`, e.g. a door-open row's methods
// and openings), each row's count weighed by `sign`.
export function sumByKey(keys: string, counts: string, sign: string, values: readonly string[]): Prisma.Sql {
  return sumsByValue(
    values,
    (value) =>
      Prisma.sql`sum(${Prisma.raw(counts)}[array_position(${Prisma.raw(keys)}, ${value}::text)] * ${Prisma.raw(sign)})`,
  );
}
