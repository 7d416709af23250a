"use client";

import { SignIn, useAuth } from "@clerk/nextjs";
import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/ui/states";
import { exchangeClerkSession } from "@/lib/portal-client/portal-sign-in";

// Rendered only when Clerk is configured (its provider wraps the app then): a Clerk session is exchanged for the core JWT.
export function ClerkPortalSignIn({
  returnUrl,
  signedOut,
  onSignedIn,
}: {
  returnUrl: string;
  signedOut: boolean;
  onSignedIn: () => void;
}) {
  const { isLoaded, isSignedIn, getToken, signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!isLoaded || started.current) return;
    if (signedOut && isSignedIn) {
      started.current = true;
      void signOut({ redirectUrl: returnUrl });
      return;
    }
    if (!isSignedIn) return;
    started.current = true;
    void (async () => {
      try {
        const token = await getToken();
        if (!token) throw new Error("Clerk did not give a session token; sign in again.");
        await exchangeClerkSession(token, "clerk");
        onSignedIn();
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : "Signing in with Clerk failed.");
      }
    })();
  }, [isLoaded, isSignedIn, signedOut, getToken, signOut, returnUrl, onSignedIn]);

  if (!isLoaded) return <p className="text-sm text-slate-600">Loading sign-in…</p>;
  if (error) return <Notice tone="error">{error}</Notice>;
  if (isSignedIn)
    return (
      <p role="status" className="text-sm text-slate-600">
        Signing you in…
      </p>
    );
  return <SignIn routing="hash" forceRedirectUrl={returnUrl} signUpForceRedirectUrl={returnUrl} />;
}
