import { adminRoute } from "@/lib/framework/admin-route";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { findTenant } from "@/lib/tenants/find-tenant";
import { serializeTenant } from "@/lib/tenants/serialize-tenant";
import { suspendTenant } from "@/lib/tenants/suspend-tenant";
import { getTenantOperation, suspendTenantOperation, updateTenantOperation } from "@/lib/tenants/tenant-operations";
import { updateTenant } from "@/lib/tenants/update-tenant";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getTenantOperation, async ({ principal, params }) =>
  envelope("tenant", serializeTenant(await findTenant(principal, params.id))),
);

export const PATCH = adminRoute(updateTenantOperation, async ({ principal, params, body }) =>
  envelope("tenant", await updateTenant(principal, params.id, body)),
);

export const DELETE = adminRoute(suspendTenantOperation, async ({ principal, params }) =>
  deletionResponse(await suspendTenant(principal, params.id)),
);

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
