"use client";

import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { DataTable, NoRows, type Column } from "@/components/ui/data-table";
import { ExportButton } from "./export-button";
import { FilterBar } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { UrlPagination } from "@/components/ui/pagination";
import { tableState } from "./use-admin-query";
import { LIST_LIMIT, type PagedList } from "./use-paged-list";

type TableProps<T> = ReturnType<typeof tableState<T>> & { empty: ReactNode };

type Props<T> = {
  title: string;
  description?: ReactNode;
  // Buttons beside Export, such as "New tenant"; also offered on an empty, unfiltered list.
  actions?: ReactNode;
  list: PagedList<T>;
  // The CSV file's name; a list without it has no Export button.
  exportAs?: string;
  filters: ReactNode;
  // Plural of what a row is: the table's label and its empty-state wording.
  noun: string;
  columns?: Column<T>[];
  // A table of the entity's own (devices, calls) in place of the plain one built from `columns`.
  table?: (props: TableProps<T>) => ReactNode;
  empty?: ReactNode;
  // Dialogs and the toast the page's actions open.
  children?: ReactNode;
};

// An admin list page: header with actions and Export, filter bar, server-paged table and pages kept in the address.
export function ListPage<T extends { id: string }>({
  title,
  description,
  actions,
  list,
  exportAs,
  filters,
  noun,
  columns = [],
  table,
  empty,
  children,
}: Props<T>) {
  const filtered = Object.values(list.filters).some(Boolean);
  const state = {
    ...tableState(list.query),
    empty: empty ?? <NoRows noun={noun} filtered={filtered} action={actions} />,
  };
  const exportButton = exportAs ? <ExportButton path={list.path} filters={list.filters} filename={exportAs} /> : null;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || exportButton ? (
            <>
              {actions}
              {exportButton}
            </>
          ) : undefined
        }
      />
      <Card>
        <FilterBar>{filters}</FilterBar>
        {table ? table(state) : <DataTable label={noun} columns={columns} {...state} />}
        <UrlPagination page={list.query.data} limit={LIST_LIMIT} />
      </Card>
      {children}
    </>
  );
}
