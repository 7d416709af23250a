"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

// List filters, search and paging live in the address, so a view can be bookmarked, shared and reloaded.
export function useUrlState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const get = useCallback((name: string) => params.get(name) ?? "", [params]);
  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>, { resetPage = true } = {}) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      if (resetPage && !("offset" in changes)) {
        next.delete("offset");
        next.delete("cursor");
      }
      const text = next.toString();
      // A page turned is a step Back returns from; a filter or search typed replaces the entry it refines.
      const href = text ? `${pathname}?${text}` : pathname;
      if ("offset" in changes || "cursor" in changes) router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [params, router, pathname],
  );
  return { get, set };
}

// The named address parameters as list filters; an absent or empty one is no filter.
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const { get } = useUrlState();
  return Object.fromEntries(names.map((name) => [name, get(name) || undefined])) as Record<K, string | undefined>;
}
