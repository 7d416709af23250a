import type { Metadata } from "next";
import { Suspense } from "react";
import { devSignInEnabled } from "@/lib/auth/dev-sign-in";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

// Decided per request: whether the development sign-in is offered depends on the running server's environment.
export const dynamic = "force-dynamic";

export default function SignInPage() {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">
        Staff and administrators sign in with their Gatehouse email and password.
      </p>
      <Suspense>
        <SignInForm development={devSignInEnabled()} />
      </Suspense>
    </>
  );
}
