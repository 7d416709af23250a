import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { UnitsPage } from "@/components/admin/units/units-page";

export const metadata: Metadata = { title: "Units" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="units:read">
        <UnitsPage />
      </RequiresScope>
    </Suspense>
  );
}
