"use client";

import type { Tenant } from "@/lib/admin-client/admin-types";
import { isPlatformSession, useAdminSession } from "./admin-session";
import { useAdminList } from "./use-admin-query";

// Platform admins name the tenant of what they create; tenant callers never see this list.
export function useTenantOptions() {
  const session = useAdminSession();
  const platform = isPlatformSession(session);
  const query = useAdminList<Tenant>(
    "tenants",
    "/api/admin/tenants",
    { limit: 200, status: "active" },
    { enabled: platform },
  );
  return { platform, options: (query.data?.items ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name })) };
}
