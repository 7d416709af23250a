import type { Metadata } from "next";
import { Suspense } from "react";
import { AccessLogPage } from "@/components/admin/access-log/access-log-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Access log" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="access_events:read">
        <AccessLogPage />
      </RequiresScope>
    </Suspense>
  );
}
