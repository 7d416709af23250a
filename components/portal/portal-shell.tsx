"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { REFRESH_MARGIN_MS, refreshSession, returnToSignIn } from "@/lib/portal-client/portal-fetch";
import { signOut } from "@/lib/portal-client/portal-sign-in";
import { signInPath } from "@/lib/portal-client/sign-in-path";
import { PortalNav } from "./portal-nav";
import { useHydrated, usePortalSession } from "./use-portal-session";
import { SkipLink } from "@/components/ui/skip-link";

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
      <span className="block h-7 w-40 animate-pulse rounded bg-slate-200" />
      <span className="block h-32 animate-pulse rounded-2xl bg-slate-200" />
      <span className="block h-32 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}

// Signed-in pages: without a session the tab goes to sign-in with this page as `next`; the token is refreshed before it lapses.
export function PortalShell({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const session = usePortalSession();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const client = useQueryClient();
  // Signing out goes to sign-in without a `next`: the page left behind is not one to come back to.
  const leaving = useRef(false);

  useEffect(() => {
    if (hydrated && !session && !leaving.current)
      router.replace(signInPath(search ? `${pathname}?${search}` : pathname));
  }, [hydrated, session, router, pathname, search]);

  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setTimeout(
      async () => {
        if (!(await refreshSession())) returnToSignIn();
      },
      Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  function leave() {
    leaving.current = true;
    signOut();
    client.clear();
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target="portal-main" />
      <header className="sticky top-0 z-20 bg-slate-900 text-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          <Link
            href="/portal"
            className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <span className="grid h-8 w-8 place-items-center rounded-lg bg-indigo-500 text-sm font-bold" aria-hidden>
              G
            </span>
            Gatehouse
          </Link>
          <PortalNav placement="top" />
          {session ? (
            <div className="flex items-center gap-3">
              <span className="hidden max-w-40 truncate text-sm text-slate-300 md:inline">
                {session.user.name ?? session.user.email}
              </span>
              <SignOutButton
                signOut={leave}
                to={session.method === "clerk" ? "/portal/sign-in?signedOut=clerk" : "/portal/sign-in?signedOut=1"}
                replace
                size="md"
              />
            </div>
          ) : null}
        </div>
      </header>
      <main id="portal-main" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-28 sm:pb-10">
        {hydrated && session ? children : <PageSkeleton />}
      </main>
      <PortalNav placement="bottom" />
    </div>
  );
}
