"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect } from "react";
import { DevSignInForm } from "@/components/auth/dev-sign-in-form";
import { PasswordSignInForm } from "@/components/auth/password-sign-in-form";
import { Notice } from "@/components/ui/states";
import { safeNextPath } from "@/lib/api-client/safe-next-path";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import { signInForDevelopment, signInWithPassword } from "@/lib/portal-client/portal-sign-in";
import { useHydrated, usePortalSession } from "../use-portal-session";
import { ClerkPortalSignIn } from "./clerk-portal-sign-in";

function message(error: unknown): string {
  if (error instanceof PortalApiError && error.status === 401) return "The email or password is not correct.";
  if (error instanceof PortalApiError && error.code === "RATE_LIMITED")
    return "Too many failed attempts from this network: wait a few minutes and try again.";
  if (error instanceof PortalApiError && error.code === "SERVICE_UNAVAILABLE")
    return "The server is busy: try again in a moment.";
  return error instanceof Error ? error.message : "Sign-in failed. Try again.";
}

// The legacy email and password login (POST /registration/login), kept for accounts without Clerk.
const signInOrExplain = (email: string, password: string) =>
  signInWithPassword(email, password).catch((failure: unknown) => {
    throw new Error(message(failure));
  });

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
      {development ? (
        <DevSignInForm signIn={signInForDevelopment} onSignedIn={proceed} defaultEmail="resident@gatehouse.local" />
      ) : null}
      <section aria-labelledby="password-title" className="flex flex-col gap-3">
        <h2 id="password-title" className="text-sm font-semibold text-slate-800">
          {clerk ? "Or with your Gatehouse password" : "Email and password"}
        </h2>
        <PasswordSignInForm signIn={signInOrExplain} onSignedIn={proceed} />
      </section>
    </div>
  );
}
