"use client";

import type { ReactNode } from "react";
import type { AdminSession } from "@/lib/admin-client/admin-types";
import { useAdminSession } from "./admin-session";

// A page the signed-in role may not use says so instead of offering controls that would fail.
export function RequiresScope({
  scope,
  platformOnly = false,
  children,
}: {
  scope: AdminSession["scopes"][number];
  platformOnly?: boolean;
  children: ReactNode;
}) {
  const session = useAdminSession();
  const allowed = session.scopes.includes(scope) && (!platformOnly || session.tenantId === null);
  if (!allowed) {
    return (
      <div data-testid="not-available" className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <h1 className="text-xl font-semibold text-slate-800">This page is not available to your role</h1>
        <p className="max-w-md text-sm text-slate-600">
          {platformOnly ? "Only platform administrators use it." : "Ask an owner of your organization if you need it."}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
