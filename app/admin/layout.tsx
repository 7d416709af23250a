import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminProviders } from "@/components/admin/admin-providers";
import { AdminShell } from "@/components/admin/admin-shell";
import { clerkConfigured } from "@/lib/config/clerk-settings";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Gatehouse admin" } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminProviders>
      <AdminShell clerk={clerkConfigured()}>{children}</AdminShell>
    </AdminProviders>
  );
}
