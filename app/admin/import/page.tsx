import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { ImportResidentsPage } from "@/components/admin/imports/import-residents-page";

export const metadata: Metadata = { title: "Import residents" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="users:write">
        <ImportResidentsPage />
      </RequiresScope>
    </Suspense>
  );
}
