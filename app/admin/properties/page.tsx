import type { Metadata } from "next";
import { Suspense } from "react";
import { PropertiesPage } from "@/components/admin/properties/properties-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Properties" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="properties:read">
        <PropertiesPage />
      </RequiresScope>
    </Suspense>
  );
}
