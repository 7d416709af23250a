import { Prisma } from "../db/generated/client";
import { eachInteger } from "./read-integers";

// A JSON object with one sum of `weight` per value of `column`, zeros included, e.g. {"app": 3, "qr": 0}, over the rows
// that also meet `condition`. `column`, `weight` and `condition` are always constants of our own code; the values are
// bound as parameters.
export function sumByValue(column: string, weight: string, values: readonly string[], condition = "true"): Prisma.Sql {
  return Prisma.sql`jsonb_build_object(${Prisma.join(
    values.map(
      (value) =>
        Prisma.sql`${value}::text, coalesce(sum(${Prisma.raw(weight)}) FILTER (WHERE ${Prisma.raw(column)} = ${value} AND ${Prisma.raw(condition)}), 0)::int`,
    ),
  )})`;
}

// From rows keeping their counts as two arrays in step (`keys` and `counts`, e.g. a door-open row's methods and
// openings), each value's sum of the rows' counts weighed by `sign`, as text "n,n,…" in the values' order
// (countsByKey reads it): cheaper for a statement of thousands of groups than a JSON object each.
export function sumByKey(keys: string, counts: string, sign: string, values: readonly string[]): Prisma.Sql {
  const sums = values.map(
    (value) =>
      Prisma.sql`sum(${Prisma.raw(counts)}[array_position(${Prisma.raw(keys)}, ${value}::text)] * ${Prisma.raw(sign)})`,
  );
  return Prisma.sql`array_to_string(ARRAY[${Prisma.join(sums)}], ',', '0')`;
}

// Each value's count from sums as "n,n,…" in the values' order (an empty text counts 0 for each).
export function countsByKey<K extends string>(values: readonly K[], text: string): Record<K, number> {
  const counts = new Array<number>(values.length).fill(0);
  eachInteger(text, (count, index) => {
    if (index < values.length) counts[index] = count;
  });
  return keyedBy(values, counts);
}

// An object of each key with the count at its place, keys in the order given.
export function keyedBy<K extends string>(keys: readonly K[], counts: readonly number[]): Record<K, number> {
  const keyed = {} as Record<K, number>;
  for (let index = 0; index < keys.length; index++) keyed[keys[index]] = counts[index];
  return keyed;
}
