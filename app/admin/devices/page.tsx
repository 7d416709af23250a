import type { Metadata } from "next";
import { Suspense } from "react";
import { DevicesPage } from "@/components/admin/devices/devices-page";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Devices" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="devices:read">
        <DevicesPage />
      </RequiresScope>
    </Suspense>
  );
}
