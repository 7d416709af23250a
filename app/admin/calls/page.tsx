import type { Metadata } from "next";
import { Suspense } from "react";
import { CallsPage } from "@/components/admin/calls/calls-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Calls" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="calls:read">
        <CallsPage />
      </RequiresScope>
    </Suspense>
  );
}
