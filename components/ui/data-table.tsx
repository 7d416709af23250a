"use client";

import type { ReactNode } from "react";
import { Skeleton, EmptyState, ErrorState } from "@/components/ui/states";

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string; hideOnMobile?: boolean };

// What a page hands a table of its own: the rows and the state of the query that fetches them.
export type TableState<T> = {
  rows: T[] | undefined;
  loading: boolean;
  fetching?: boolean;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
};

// A server-paged table: skeleton rows of the final height while loading, so nothing jumps when data arrives.
export function DataTable<T extends { id: string }>({
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  label,
  fetching = false,
}: {
  columns: Column<T>[];
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  empty: ReactNode;
  label: string;
  fetching?: boolean;
}) {
  if (error && !rows) return <ErrorState title={`Could not load ${label}`} error={error} onRetry={onRetry} />;
  if (!loading && rows && rows.length === 0) return <>{empty}</>;
  const hide = (column: Column<T>) => (column.hideOnMobile ? "hidden md:table-cell" : "");
  // The header and a hovered row are tinted, not painted over, so the box's scroll shade (scroll-hint) shows through.
  return (
    <div className="overflow-x-auto scroll-hint">
      <table
        className={`w-full text-left text-sm transition-opacity ${fetching ? "opacity-60" : ""}`}
        aria-label={label}
        aria-busy={loading || fetching}
      >
        <thead className="border-b border-slate-200 bg-slate-500/5 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-2.5 font-semibold ${hide(column)} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading || !rows
            ? Array.from({ length: 6 }, (_, index) => (
                <tr key={index} className="h-12">
                  {columns.map((column) => (
                    <td key={column.header} className={`px-4 py-3 ${hide(column)}`}>
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.id} className="h-12 hover:bg-slate-500/5">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-4 py-2 align-middle ${hide(column)} ${column.className ?? ""}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

export function NoRows({ filtered, noun, action }: { filtered: boolean; noun: string; action?: ReactNode }) {
  return filtered ? (
    <EmptyState title={`No ${noun} match these filters`}>Change the search or clear the filters.</EmptyState>
  ) : (
    <EmptyState title={`No ${noun} yet`} action={action} />
  );
}
