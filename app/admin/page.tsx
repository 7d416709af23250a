import type { Metadata } from "next";
import { Suspense } from "react";
import { OverviewPage } from "@/components/admin/overview/overview-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Overview" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="stats:read">
        <OverviewPage />
      </RequiresScope>
    </Suspense>
  );
}
