import type { Metadata } from "next";
import { Suspense } from "react";
import { AuditLogPage } from "@/components/admin/audit-log/audit-log-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Audit log" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="audit_logs:read">
        <AuditLogPage />
      </RequiresScope>
    </Suspense>
  );
}
