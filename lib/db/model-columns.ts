import { Prisma } from "./generated/client";

// Every column of a model by name, from the Prisma client's field list so a new column is never left out: a statement
// naming `*` is never prepared (name-statements.ts). `asInstants` reads those timestamp columns as UTC instants, as
// queryRows needs (query-rows.ts).
export function modelColumns(
  fields: Record<string, string>,
  options: { alias?: string; asInstants?: readonly string[] } = {},
): Prisma.Sql {
  const prefix = options.alias ? `${options.alias}.` : "";
  const column = (field: string) =>
    options.asInstants?.includes(field)
      ? `${prefix}"${field}" AT TIME ZONE 'UTC' AS "${field}"`
      : `${prefix}"${field}"`;
  return Prisma.raw(Object.values(fields).map(column).join(", "));
}
