import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter your account&apos;s email and we will mail you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-slate-600">
        Back to{" "}
        <Link href="/portal/sign-in" className="font-medium text-indigo-700 underline">
          resident sign-in
        </Link>{" "}
        or{" "}
        <Link href="/signin" className="font-medium text-indigo-700 underline">
          staff sign-in
        </Link>
        .
      </p>
    </>
  );
}
