import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PortalProviders } from "@/components/portal/portal-providers";

export const metadata: Metadata = { title: { default: "Resident portal", template: "%s · Gatehouse" } };

export default function PortalLayout({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}
