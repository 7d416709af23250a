import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { WebhooksPage } from "@/components/admin/webhooks/webhooks-page";

export const metadata: Metadata = { title: "Webhooks" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="webhooks:read">
        <WebhooksPage />
      </RequiresScope>
    </Suspense>
  );
}
