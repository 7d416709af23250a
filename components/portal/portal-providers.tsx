"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/api-client/create-query-client";

export function PortalProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ refetchOnWindowFocus: true }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
