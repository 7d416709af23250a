"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";

// A lost connection or an unavailable server is worth another try; a 4xx answer will not change.
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && error instanceof PortalApiError && (error.status === 0 || error.status === 502 || error.status === 503);

export function PortalProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
