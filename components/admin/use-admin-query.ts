"use client";

import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { adminEnvelope, adminList, type Page, type QueryValue } from "@/lib/admin-client/admin-fetch";
import { ApiClientError } from "@/lib/api-client/api-client-error";
import { useEnvironment } from "./use-environment";

export type AdminPath = `/api/admin/${string}`;
type Interval<D> = number | false | ((data: D | undefined) => number | false);
export type Options<D> = { enabled?: boolean; refetchInterval?: Interval<D> };

// A resource that answered 401, 403 or 404 answers so again: polling stops there rather than flicker between the error
// and a skeleton every few seconds (the error's Retry asks again).
const refused = (error: unknown) => error instanceof ApiClientError && [401, 403, 404].includes(error.status);
const interval = <D>(value: Interval<D> | undefined) =>
  value === undefined || value === false
    ? value
    : (query: { state: { data: D | undefined; error: Error | null } }) =>
        refused(query.state.error) ? false : typeof value === "function" ? value(query.state.data) : value;

// A list's key and fetch. Every key starts with the environment, so switching it never shows another environment's
// rows.
export const adminListQuery = <T>(
  environment: ReturnType<typeof useEnvironment>,
  plural: string,
  path: AdminPath,
  query: Record<string, QueryValue>,
) => ({
  queryKey: ["admin", environment, path, query],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminList<T>(plural, path, { query, signal }),
});

export function useAdminList<T>(
  plural: string,
  path: AdminPath,
  query: Record<string, QueryValue> = {},
  options: Options<Page<T>> = {},
) {
  return useQuery({
    ...adminListQuery<T>(useEnvironment(), plural, path, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: interval(options.refetchInterval),
  });
}

export function useAdminItem<T>(
  key: string,
  path: AdminPath,
  query: Record<string, QueryValue> = {},
  options: Options<T> = {},
) {
  const environment = useEnvironment();
  return useQuery({
    queryKey: ["admin", environment, path, query],
    queryFn: ({ signal }) => adminEnvelope<T>(key, path, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: interval(options.refetchInterval),
  });
}

// What a table shows of a list query: its rows, first load and refetch states, the error and a retry.
export const tableState = <T>(list: UseQueryResult<Page<T>>) => ({
  rows: list.data?.items,
  loading: list.isPending,
  fetching: list.isPlaceholderData,
  error: list.error,
  onRetry: () => void list.refetch(),
});
