"use client";

import type { Page, QueryValue } from "@/lib/admin-client/admin-fetch";
import { useAdminList, type AdminPath, type Options } from "./use-admin-query";
import { useUrlPage } from "@/components/ui/use-url-state";

export const LIST_LIMIT = 25;

export type PagedList<T> = {
  query: ReturnType<typeof useAdminList<T>>;
  path: AdminPath;
  filters: Record<string, QueryValue>;
};

// One page of a list page's rows: the filters on screen and the page the address names (`offset`, or `cursor`
// once Next followed the list's cursor).
export function usePagedList<T>(
  plural: string,
  path: AdminPath,
  filters: Record<string, QueryValue>,
  options?: Options<Page<T>>,
): PagedList<T> {
  const { offset, cursor } = useUrlPage();
  const query = useAdminList<T>(
    plural,
    path,
    { ...filters, limit: LIST_LIMIT, ...(cursor ? { cursor } : { offset }) },
    options,
  );
  return { query, path, filters };
}
