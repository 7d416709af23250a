import type { Metadata } from "next";
import Link from "next/link";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { readUserToken } from "@/lib/invitations/read-user-token";
import { tokenRefusal } from "@/lib/invitations/set-password-with-token";

export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };

// Read per request: the link's state changes when it is used, withdrawn or replaced.
export const dynamic = "force-dynamic";

export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  const found = token ? await readUserToken(token) : null;
  if (!found || found.state !== "valid" || !found.email)
    return (
      <>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">This link cannot be used</h1>
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {tokenRefusal(found && found.state !== "valid" ? found.state : "unknown")}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          An invitation can be sent again by your property manager. To reset a password,{" "}
          <Link href="/forgot-password" className="font-medium text-indigo-700 underline">
            ask for a new reset link
          </Link>
          .
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Already set?{" "}
          <Link href="/portal/sign-in" className="font-medium text-indigo-700 underline">
            Sign in
          </Link>
          .
        </p>
      </>
    );
  const invitation = found.purpose === "invitation";
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">
        {invitation ? "Welcome to Gatehouse" : "Choose a new password"}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {invitation ? "Choose a password for " : "A new password for "}
        <strong className="font-semibold text-slate-800">{found.email}</strong>
        {invitation ? "." : ". Every other session of the account will be signed out."}
      </p>
      <SetPasswordForm token={token} email={found.email} />
    </>
  );
}
