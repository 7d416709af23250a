"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AdminApiError } from "@/lib/admin-client/admin-api-error";

// Only a lost connection or an unavailable server is worth retrying; a 4xx answer will not change.
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && error instanceof AdminApiError && (error.status === 0 || error.status === 502 || error.status === 503);

export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
