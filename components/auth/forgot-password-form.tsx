"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/states";
import { requestPasswordReset } from "@/lib/portal-client/portal-sign-in";
import { useAuthSubmit } from "./use-auth-submit";

// Asks for a reset link; the answer is the same whether or not the address has an account.
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { submit, pending, error } = useAuthSubmit(async (form) => {
    await requestPasswordReset(String(form.get("email")));
    setSent(true);
  }, "The request failed. Try again.");

  if (sent)
    return (
      <div className="mt-6">
        <Notice tone="success">
          If an account uses this email, a link to reset its password is on its way. It works once, for one hour.
        </Notice>
      </div>
    );
  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="username" inputMode="email" required />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" pending={pending} className="min-h-11 text-base">
        {pending ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
