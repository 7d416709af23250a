import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { Prisma, type Property } from "../db/generated/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { ListPropertiesQuery } from "./property-schemas";
import { serializeProperty } from "./serialize-property";
import { escapeLike } from "../db/escape-like";
import { modelColumns } from "../db/model-columns";
import { queryRowsTogether } from "../db/query-rows-together";

const likePattern = (text: string) => `%${escapeLike(text)}%`;

function whereClause(principal: AdminPrincipal, query: ListPropertiesQuery): Prisma.Sql | null {
  const tenant = tenantFilter(principal, query.tenantId);
  if (tenant !== undefined && typeof tenant !== "string") return null;
  const conditions = [
    tenant ? Prisma.sql`"tenantId" = ${tenant}` : null,
    query.status ? Prisma.sql`status = ${query.status}::"PropertyStatus"` : null,
    query.q ? Prisma.sql`(name ILIKE ${likePattern(query.q)} OR address ILIKE ${likePattern(query.q)})` : null,
  ].filter((condition): condition is Prisma.Sql => condition !== null);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

const PROPERTY_COLUMNS = modelColumns(Prisma.PropertyScalarFieldEnum, {
  asInstants: ["archivedAt", "createdAt", "updatedAt"],
});

// The dashboard's busiest list: plain SQL through the pg pool, because Prisma compiles every query on the event loop,
// its own raw ones included, and pages asked for at once go as one statement (docs/architecture.md, "Scale").
export async function listProperties(principal: AdminPrincipal, query: ListPropertiesQuery) {
  const where = whereClause(principal, query);
  if (!where) return { properties: [], total: 0, nextCursor: null };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "name", direction: "asc", kind: "text" },
    ({ position, skip, take }) => {
      const after = position
        ? Prisma.sql`${where === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (name, id) > (${position.value}, ${position.id})`
        : Prisma.empty;
      return queryRowsTogether<Property>(
        Prisma.sql`SELECT ${PROPERTY_COLUMNS} FROM properties ${where} ${after} ORDER BY name, id LIMIT ${take} OFFSET ${skip}`,
      );
    },
    async () =>
      (
        await queryRowsTogether<{ count: number }>(Prisma.sql`SELECT count(*)::int AS count FROM properties ${where}`)
      )[0].count,
  );
  return { properties: items.map(serializeProperty), total, nextCursor };
}
