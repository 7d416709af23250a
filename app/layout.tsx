import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { IdentityProvider } from "@/components/auth/identity-provider";
import { clerkPublishableKey } from "@/lib/config/clerk-settings";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Gatehouse", template: "%s · Gatehouse" },
  description: "Property access and communications: doors, intercom calls and visitors for every building you run.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Rendered per request, so Next.js can put the request's CSP nonce on its scripts.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <IdentityProvider publishableKey={clerkPublishableKey()}>{children}</IdentityProvider>
      </body>
    </html>
  );
}
