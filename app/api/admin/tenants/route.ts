import { adminRoute } from "@/lib/framework/admin-route";
import { envelope, listResponse } from "@/lib/http/respond";
import { createTenant } from "@/lib/tenants/create-tenant";
import { listTenants } from "@/lib/tenants/list-tenants";
import { createTenantOperation, listTenantsOperation } from "@/lib/tenants/tenant-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listTenantsOperation, async ({ principal, query }) => {
  const { tenants, ...page } = await listTenants(principal, query);
  return listResponse("tenants", tenants, { ...query, ...page });
});

export const POST = adminRoute(createTenantOperation, async ({ principal, body }) =>
  envelope("tenant", await createTenant(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
