"use client";

import { useAuthSubmit } from "./use-auth-submit";

// Local development only, in both consoles: a Clerk-style session for any account of the local database, no password.
export function DevSignInForm({
  signIn,
  onSignedIn,
  defaultEmail,
  className = "",
}: {
  signIn: (email: string) => Promise<unknown>;
  onSignedIn: () => void;
  defaultEmail: string;
  className?: string;
}) {
  const { submit, pending, error } = useAuthSubmit(async (form) => {
    await signIn(String(form.get("email")));
    onSignedIn();
  }, "Sign-in failed");

  return (
    <form
      onSubmit={submit}
      aria-labelledby="dev-sign-in-title"
      className={`flex flex-col gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 ${className}`}
    >
      <h2 id="dev-sign-in-title" className="text-xs font-bold tracking-widest text-amber-800 uppercase">
        Local development sign-in
      </h2>
      <p className="text-sm text-amber-900">
        Not Clerk, and no password is asked: for this development server only, refused in production.
      </p>
      <label htmlFor="dev-email" className="text-sm font-medium text-amber-950">
        Development account email
      </label>
      <input
        id="dev-email"
        name="email"
        type="email"
        required
        defaultValue={defaultEmail}
        className="rounded-lg border border-amber-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-amber-600 focus:ring-2 focus:ring-amber-300 focus:outline-none"
      />
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="min-h-12 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
      >
        {pending ? "Signing in…" : "Sign in for development"}
      </button>
    </form>
  );
}
