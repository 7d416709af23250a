"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { safeNextPath } from "@/lib/api-client/safe-next-path";

// Development only: a Clerk-style session without Clerk, for any account of the local database.
export function DevSignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    const response = await fetch("/api/v1/auth/dev-session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    if (!response.ok)
      return setError(((await response.json()) as { error?: { message?: string } }).error?.message ?? "Sign-in failed");
    router.push(safeNextPath(params.get("callbackUrl"), "/admin", window.location.origin));
  }

  return (
    <form
      onSubmit={submit}
      className="mt-8 flex flex-col gap-3 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <p className="text-xs font-semibold tracking-widest text-amber-700 uppercase">Local development sign-in</p>
      <p className="text-sm text-amber-800">
        No Clerk keys are needed and no password is asked: never enabled in production.
      </p>
      <input
        name="email"
        type="email"
        required
        placeholder="owner@gatehouse.local"
        className="rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="rounded-lg bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-500"
      >
        Sign in for development
      </button>
    </form>
  );
}
