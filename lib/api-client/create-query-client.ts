import { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "./api-client-error";

// Only a lost connection or an unavailable server is worth retrying; a 4xx answer will not change.
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 &&
  error instanceof ApiClientError &&
  (error.status === 0 || error.status === 502 || error.status === 503);

// The one query-client setup of both consoles; the portal refetches when the resident comes back to the tab.
export const createQueryClient = ({ refetchOnWindowFocus }: { refetchOnWindowFocus: boolean }) =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus },
      mutations: { retry: false },
    },
  });
