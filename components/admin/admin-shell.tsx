"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { AdminApiError } from "@/lib/admin-client/admin-api-error";
import { RESIDENT_REFUSAL } from "@/lib/admin-session/session-schemas";
import { ErrorState, isServerTrouble, Skeleton } from "@/components/ui/states";
import { SessionProvider, useSessionQuery } from "./admin-session";
import { ClerkOrganizationControl, ClerkSignOutButton } from "./clerk-controls";
import { isActive, navFor } from "./admin-nav";
import { EnvironmentSwitcher } from "./environment-switcher";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { humanize } from "@/components/ui/format";
import { useEnvironment } from "./use-environment";
import { SkipLink } from "@/components/ui/skip-link";

// `clerk`: Clerk is configured (the root layout then wraps the app in ClerkProvider), so it offers the organization switcher.
export function AdminShell({ children, clerk = false }: { children: ReactNode; clerk?: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const session = useSessionQuery();
  const environment = useEnvironment();
  const unauthenticated = session.error instanceof AdminApiError && session.error.status === 401;
  // A resident signed in here (the sign-in page leads to the dashboard by default) belongs in the portal.
  const resident = session.error instanceof AdminApiError && session.error.message === RESIDENT_REFUSAL;

  // On a phone the navigation scrolls sideways: keep the current page's tab in view.
  useEffect(() => {
    document
      .querySelector('nav[aria-label="Admin"] [aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname, session.data]);

  useEffect(() => {
    if (unauthenticated) router.replace(`/signin?callbackUrl=${encodeURIComponent(pathname)}`);
    else if (resident) router.replace("/portal");
  }, [unauthenticated, resident, pathname, router]);

  const items = session.data ? navFor(session.data) : [];
  const isProd = environment === "PROD";

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target="admin-main" />
      {isProd ? (
        <div
          role="alert"
          className="bg-rose-600 px-4 py-1.5 text-center text-sm font-bold tracking-wide text-white uppercase"
        >
          Production: every change here affects live buildings
        </div>
      ) : null}
      <header
        className={`sticky top-0 z-20 border-b-4 bg-slate-900 text-white ${isProd ? "border-rose-500" : "border-indigo-500"}`}
      >
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <Link href="/admin" className="shrink-0 font-bold tracking-tight">
            Gatehouse <span className="hidden font-normal text-slate-400 sm:inline">admin</span>
          </Link>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            {clerk ? <ClerkOrganizationControl /> : null}
            <EnvironmentSwitcher />
            <Link
              href="/admin/account"
              title="Your account"
              className="hidden max-w-56 min-w-0 rounded text-right text-xs leading-tight hover:text-indigo-200 focus-visible:outline-2 focus-visible:outline-white lg:block"
              data-testid="signed-in-user"
            >
              {session.data ? (
                <>
                  <p className="truncate font-semibold">{session.data.name ?? session.data.email ?? "API key"}</p>
                  <p className="truncate text-slate-400">
                    {session.data.role ? humanize(session.data.role) : "API key"}
                    {session.data.tenantName ? ` · ${session.data.tenantName}` : " · Platform"}
                  </p>
                </>
              ) : (
                <Skeleton className="h-7 w-28 bg-slate-700" />
              )}
            </Link>
            {clerk ? <ClerkSignOutButton /> : <SignOutButton />}
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl overflow-x-auto px-2 scroll-hint-dark">
          <ul className="flex h-11 min-w-max items-stretch gap-1">
            {session.data
              ? items.map((item) => {
                  const active = isActive(pathname, item.href);
                  return (
                    <li key={item.href} className="flex">
                      <Link
                        href={item.href}
                        aria-current={active ? "page" : undefined}
                        className={`flex items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white ${
                          active ? "border-white text-white" : "border-transparent text-slate-300 hover:text-white"
                        }`}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })
              : Array.from({ length: 6 }, (_, index) => (
                  <li key={index} className="flex items-center px-3">
                    <Skeleton className="h-4 w-16 bg-slate-700" />
                  </li>
                ))}
          </ul>
        </nav>
      </header>
      <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {session.data ? (
          <SessionProvider session={session.data}>{children}</SessionProvider>
        ) : session.error && !unauthenticated && !resident ? (
          <ErrorState
            title={sessionFailureTitle(session.error)}
            error={session.error}
            onRetry={() => session.refetch()}
          />
        ) : (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </main>
    </div>
  );
}

// A server that is down or failing is said so, not read as a problem with the person's session.
function sessionFailureTitle(error: Error): string {
  if (error instanceof AdminApiError && error.status === 403) return "This account cannot use the admin console";
  return isServerTrouble(error) ? "The console cannot reach Gatehouse right now" : "Could not load your session";
}
