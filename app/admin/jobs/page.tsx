import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { JobsPage } from "@/components/admin/jobs/jobs-page";

export const metadata: Metadata = { title: "Jobs" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="tenants:write" platformOnly>
        <JobsPage />
      </RequiresScope>
    </Suspense>
  );
}
