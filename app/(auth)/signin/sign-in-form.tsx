"use client";

import { signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { DevSignInForm } from "@/components/auth/dev-sign-in-form";
import { PasswordSignInForm } from "@/components/auth/password-sign-in-form";
import { safeNextPath } from "@/lib/api-client/safe-next-path";

const MESSAGES: Record<string, string> = {
  CredentialsSignin: "The email or password is not correct.",
  locked: "Too many failed attempts from this network: wait a few minutes and try again.",
  busy: "The server is busy: try again in a moment.",
};
const message = (code: string) => MESSAGES[code] ?? "Sign-in failed. Try again.";

// The legacy SSO (next-auth): a refusal comes back as a code, named in words here.
async function signInWithPassword(email: string, password: string) {
  const result = await signIn("credentials", { email, password, redirect: false });
  if (!result?.ok) throw new Error(message(result?.error ?? "CredentialsSignin"));
}

async function signInForDevelopment(email: string) {
  const response = await fetch("/api/v1/auth/dev-session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new Error(((await response.json()) as { error?: { message?: string } }).error?.message ?? "Sign-in failed");
}

// The dashboard's sign-in, built from the shared kit; afterwards the page asked for in `callbackUrl`, if on this site.
export function SignInForm({ development }: { development: boolean }) {
  const router = useRouter();
  const params = useSearchParams();
  const error = params.get("error");
  const proceed = () => router.push(safeNextPath(params.get("callbackUrl"), "/admin", window.location.origin));
  return (
    <>
      <PasswordSignInForm
        className="mt-6"
        signIn={signInWithPassword}
        onSignedIn={proceed}
        initialError={error ? message(error) : null}
      />
      {development ? (
        <DevSignInForm
          className="mt-8"
          signIn={signInForDevelopment}
          onSignedIn={proceed}
          defaultEmail="owner@gatehouse.local"
        />
      ) : null}
    </>
  );
}
