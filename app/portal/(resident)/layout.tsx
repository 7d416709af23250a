import type { ReactNode } from "react";
import { Suspense } from "react";
import { PortalShell } from "@/components/portal/portal-shell";

export default function ResidentLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <PortalShell>{children}</PortalShell>
    </Suspense>
  );
}
