"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/states";
import { useAuthSubmit } from "./use-auth-submit";

// The email-and-password form of both sign-ins; `signIn` throws an Error whose message is what the person reads.
export function PasswordSignInForm({
  signIn,
  onSignedIn,
  initialError = null,
  className = "",
}: {
  signIn: (email: string, password: string) => Promise<unknown>;
  onSignedIn: () => void;
  initialError?: string | null;
  className?: string;
}) {
  const { submit, pending, error } = useAuthSubmit(
    async (form) => {
      await signIn(String(form.get("email")), String(form.get("password")));
      onSignedIn();
    },
    "Sign-in failed. Try again.",
    initialError,
  );

  return (
    <form onSubmit={submit} className={`flex flex-col gap-4 ${className}`}>
      <TextField label="Email" name="email" type="email" autoComplete="username" inputMode="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Link href="/forgot-password" className="-mt-2 self-end text-sm font-medium text-indigo-700 underline">
        Forgot password?
      </Link>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" pending={pending} className="min-h-12 text-base">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
