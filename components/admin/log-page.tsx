"use client";

import type { ReactNode } from "react";
import type { Column } from "@/components/ui/data-table";
import { DateRangeFilter, useDayRange } from "@/components/ui/date-range-filter";
import { ListPage } from "./list-page";
import { TimeZoneNote, type RangeTimeZone } from "./use-range-time-zone";
import { RemovableFilter } from "@/components/ui/removable-filter";
import type { AdminPath } from "./use-admin-query";
import { usePagedList } from "./use-paged-list";
import { useUrlFilters, useUrlState } from "@/components/ui/use-url-state";

// A filter set by clicking a row (a person, a target), shown as a chip; `clears` are the parameters it removes.
export type LinkedFilter<T> = {
  param: string;
  clears?: string[];
  label: (value: string, rows: T[], filters: Record<string, string | undefined>) => string;
};

type Props<T> = {
  title: string;
  description: string;
  plural: string;
  path: AdminPath;
  exportAs: string;
  noun: string;
  // Address parameters that filter the list, besides the day range.
  params: string[];
  selects: ReactNode;
  linked: LinkedFilter<T>[];
  columns: Column<T>[];
  // The zone the days are counted in (useRangeTimeZone); without one, the browser's.
  zone?: RangeTimeZone;
};

// A log (door events, audit entries): newest first, filtered by selects, a day range and row links, exportable.
export function LogPage<T extends { id: string }>({ plural, path, params, selects, linked, zone, ...page }: Props<T>) {
  const { get, set } = useUrlState();
  const filters: Record<string, string | undefined> = { ...useUrlFilters(params), ...useDayRange(zone?.timeZone) };
  const waiting = zone && !zone.ready && Boolean(get("from") || get("to"));
  const list = usePagedList<T>(plural, path, filters, { enabled: !waiting });
  const rows = list.query.data?.items ?? [];
  return (
    <ListPage
      {...page}
      list={list}
      filters={
        <>
          {selects}
          <DateRangeFilter zone={zone ? <TimeZoneNote zone={zone} testId="log-time-zone" /> : undefined} />
          {linked.map(({ param, clears = [param], label }) => {
            const value = filters[param];
            return value ? (
              <RemovableFilter
                key={param}
                label={label(value, rows, filters)}
                onRemove={() => set(Object.fromEntries(clears.map((name) => [name, null])))}
              />
            ) : null;
          })}
        </>
      }
    />
  );
}
