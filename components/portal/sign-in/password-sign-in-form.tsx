"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/states";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import { signInWithPassword } from "@/lib/portal-client/portal-sign-in";

function message(error: unknown): string {
  if (error instanceof PortalApiError && error.status === 401) return "The email or password is not correct.";
  if (error instanceof PortalApiError && error.code === "RATE_LIMITED")
    return "Too many failed attempts from this network: wait a few minutes and try again.";
  if (error instanceof PortalApiError && error.code === "SERVICE_UNAVAILABLE")
    return "The server is busy: try again in a moment.";
  return error instanceof Error ? error.message : "Sign-in failed. Try again.";
}

// The legacy email and password login (POST /registration/login), kept for accounts without Clerk.
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await signInWithPassword(String(form.get("email")), String(form.get("password")));
      onSignedIn();
    } catch (failure) {
      setError(message(failure));
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
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
