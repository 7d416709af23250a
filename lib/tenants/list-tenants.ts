import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { Prisma } from "../db/generated/client";
import type { ListTenantsQuery } from "./tenant-schemas";
import { serializeTenant } from "./serialize-tenant";
import { escapeLike } from "../db/escape-like";

export async function listTenants(principal: AdminPrincipal, query: ListTenantsQuery) {
  const where: Prisma.TenantWhereInput = {
    ...(principal.tenantId ? { id: principal.tenantId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q
      ? {
          OR: [
            { name: { contains: escapeLike(query.q), mode: "insensitive" } },
            { slug: { contains: escapeLike(query.q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "name", direction: "asc", kind: "text" },
    ({ after, skip, take }) =>
      db().tenant.findMany({ where: { AND: [where, after] }, orderBy: [{ name: "asc" }, { id: "asc" }], take, skip }),
    () => db().tenant.count({ where }),
  );
  return { tenants: items.map(serializeTenant), total, nextCursor };
}
