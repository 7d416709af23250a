"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect } from "react";
import { Notice } from "@/components/ui/states";
import { safeNextPath } from "@/lib/api-client/safe-next-path";
import { useHydrated, usePortalSession } from "../use-portal-session";
import { ClerkPortalSignIn } from "./clerk-portal-sign-in";
import { DevSignInForm } from "./dev-sign-in-form";
import { PasswordSignInForm } from "./password-sign-in-form";

// Clerk when configured, the labeled development sign-in on a development server, and the legacy password login.
export function PortalSignIn({ clerk, development }: { clerk: boolean; development: boolean }) {
  const router = useRouter();
  const params = useSearchParams();
  const next = safeNextPath(params.get("next"), "/portal");
  const signedOut = params.get("signedOut");
  const hydrated = useHydrated();
  const session = usePortalSession();
  const proceed = useCallback(() => router.replace(next), [router, next]);

  useEffect(() => {
    if (hydrated && session) proceed();
  }, [hydrated, session, proceed]);

  return (
    <div className="flex flex-col gap-6">
      {signedOut ? (
        <Notice tone="info">You are signed out.</Notice>
      ) : params.get("next") ? (
        <Notice tone="info">Sign in to continue where you left off.</Notice>
      ) : null}
      {clerk ? (
        <section aria-label="Sign in with Clerk" className="flex justify-center">
          <ClerkPortalSignIn
            returnUrl={`/portal/sign-in?next=${encodeURIComponent(next)}`}
            signedOut={signedOut === "clerk"}
            onSignedIn={proceed}
          />
        </section>
      ) : null}
      {development ? <DevSignInForm onSignedIn={proceed} /> : null}
      <section aria-labelledby="password-title" className="flex flex-col gap-3">
        <h2 id="password-title" className="text-sm font-semibold text-slate-800">
          {clerk ? "Or with your Gatehouse password" : "Email and password"}
        </h2>
        <PasswordSignInForm onSignedIn={proceed} />
      </section>
    </div>
  );
}
