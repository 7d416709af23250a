import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PortalProviders } from "@/components/portal/portal-providers";

export const metadata: Metadata = {
  title: { default: "Resident portal", template: "%s · Gatehouse" },
  // Installable as an app, so notifications reach the resident like a phone app's.
  manifest: "/manifest.webmanifest",
  icons: { icon: "/icons/gatehouse.svg", apple: "/icons/gatehouse.svg" },
};

export default function PortalLayout({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}
