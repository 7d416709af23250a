"use client";

import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { AdminSession } from "@/lib/admin-client/admin-types";

type Scope = AdminSession["scopes"][number];

const SessionContext = createContext<AdminSession | null>(null);

export function useSessionQuery() {
  return useQuery({
    queryKey: ["session"],
    queryFn: ({ signal }) => adminEnvelope<AdminSession>("session", "/api/admin/me", { signal, local: true }),
    staleTime: 60_000,
  });
}

export function SessionProvider({ session, children }: { session: AdminSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useAdminSession outside the admin shell");
  return session;
}

export function useCan(scope: Scope): boolean {
  return useAdminSession().scopes.includes(scope);
}

export const isPlatformSession = (session: AdminSession) => session.tenantId === null;
