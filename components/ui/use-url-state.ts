"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

// List filters, search and paging live in the address, so a view can be bookmarked, shared and reloaded.
export function useUrlState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const get = useCallback((name: string) => params.get(name) ?? "", [params]);
  // The address last asked for and the one it replaced: a second change made before the router shows the first builds
  // on it rather than on the address it replaces.
  const asked = useRef<{ from: string; to: string } | null>(null);
  // Once the address moves on (to what was asked, or by Back), the next change builds on what is shown.
  useEffect(() => {
    if (asked.current && asked.current.from !== params.toString()) asked.current = null;
  }, [params]);
  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>, { resetPage = true } = {}) => {
      const shown = params.toString();
      const next = new URLSearchParams(asked.current?.from === shown ? asked.current.to : shown);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      if (resetPage && !("offset" in changes)) {
        next.delete("offset");
        next.delete("cursor");
      }
      const text = next.toString();
      asked.current = { from: shown, to: text };
      // A page turned is a step Back returns from; a filter or search typed replaces the entry it refines.
      const href = text ? `${pathname}?${text}` : pathname;
      if ("offset" in changes || "cursor" in changes) router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [params, router, pathname],
  );
  return { get, set };
}

// The list page the address names: `offset` as a whole number from 0 (anything else is the first page), and the
// `cursor` Next followed, if any.
export function useUrlPage(): { offset: number; cursor: string | null } {
  const { get } = useUrlState();
  const offset = Number(get("offset"));
  return { offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0, cursor: get("cursor") || null };
}

// The named address parameters as list filters; an absent or empty one is no filter.
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const { get } = useUrlState();
  return Object.fromEntries(names.map((name) => [name, get(name) || undefined])) as Record<K, string | undefined>;
}
