import type { Metadata } from "next";
import { SignOutButton } from "@/components/auth/sign-out-button";

export const metadata: Metadata = { title: "Sign out" };

export default function SignOutPage() {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">Sign out</h1>
      <p className="mt-1 text-sm text-slate-600">End your Gatehouse session on this browser.</p>
      <SignOutButton size="md" className="mt-6 w-full" />
    </>
  );
}
