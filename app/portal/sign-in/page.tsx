import type { Metadata } from "next";
import { Suspense } from "react";
import { PortalSignIn } from "@/components/portal/sign-in/portal-sign-in";
import { devSignInEnabled } from "@/lib/auth/dev-sign-in";
import { clerkConfigured } from "@/lib/config/clerk-settings";

export const metadata: Metadata = { title: "Sign in" };

// Decided per request: which sign-ins are offered depends on the running server's configuration.
export const dynamic = "force-dynamic";

export default function PortalSignInPage() {
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm">
        <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">Gatehouse</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Resident sign-in</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Open your doors, let guests in and see who called.</p>
        <Suspense>
          <PortalSignIn clerk={clerkConfigured()} development={devSignInEnabled()} />
        </Suspense>
      </div>
    </main>
  );
}
