import type { Metadata } from "next";
import { Suspense } from "react";
import { ApiKeysPage } from "@/components/admin/api-keys/api-keys-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "API keys" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="api_keys:read">
        <ApiKeysPage />
      </RequiresScope>
    </Suspense>
  );
}
