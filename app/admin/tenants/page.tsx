import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { TenantsPage } from "@/components/admin/tenants/tenants-page";

export const metadata: Metadata = { title: "Tenants" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="tenants:read" platformOnly>
        <TenantsPage />
      </RequiresScope>
    </Suspense>
  );
}
