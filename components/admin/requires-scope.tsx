"use client";

import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/states";
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
      <div data-testid="not-available">
        <EmptyState title="This page is not available to your role">
          Ask an owner of your organization if you need it.
        </EmptyState>
      </div>
    );
  }
  return <>{children}</>;
}
