"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/states";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import { setPasswordWithLink } from "@/lib/portal-client/portal-sign-in";
import { useAuthSubmit } from "./use-auth-submit";

const STAFF_ROLES = new Set(["platform_admin", "owner", "staff"]);
const FAILED = "Setting the password failed. Try again.";

// What the person reads when the API refuses: the length rule for a refused password, else the API's own words.
function refusal(failure: unknown): Error {
  if (!(failure instanceof PortalApiError)) return new Error(FAILED);
  return new Error(failure.fieldIssue("password") ? "Use 8 to 200 characters." : failure.message);
}

// Sets the password from a mailed link, then points to the sign-in pages the account may use.
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState<{ email: string; role: string } | null>(null);
  const { submit, pending, error } = useAuthSubmit(async (form) => {
    const password = String(form.get("password"));
    if (password !== String(form.get("confirm"))) throw new Error("The two passwords are not the same.");
    try {
      setDone(await setPasswordWithLink(token, password));
    } catch (failure) {
      throw refusal(failure);
    }
  }, FAILED);

  if (done)
    return (
      <div className="mt-6 flex flex-col gap-4">
        <Notice tone="success">Your password is set. Sign in as {done.email}.</Notice>
        <Link
          href="/portal/sign-in"
          className="rounded-lg bg-indigo-600 px-4 py-2 text-center font-semibold text-white hover:bg-indigo-500"
        >
          Sign in to the resident portal
        </Link>
        {STAFF_ROLES.has(done.role) ? (
          <Link
            href="/signin?callbackUrl=%2Fadmin"
            className="rounded-lg border border-slate-300 px-4 py-2 text-center font-semibold text-slate-800 hover:bg-slate-50"
          >
            Sign in to the dashboard
          </Link>
        ) : null}
      </div>
    );

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={200}
        required
        hint="At least 8 characters."
      />
      <TextField
        label="Repeat the password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={200}
        required
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" pending={pending} className="min-h-11 text-base">
        {pending ? "Saving…" : "Set password"}
      </Button>
    </form>
  );
}
