"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";

export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    await signOut({ redirect: false });
    router.push("/signin");
  }

  return (
    <button type="button" onClick={leave} disabled={pending} className="mt-6 w-full rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:opacity-60">
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
