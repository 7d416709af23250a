"use client";

import Link from "next/link";
import { useState } from "react";
import type { Property } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCan } from "../admin-session";
import { DataTable, NoRows, type Column } from "../data-table";
import { formatDateTime } from "../format";
import { FilterBar, FilterSelect, SearchBox } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { useToast } from "../use-toast";
import { useUrlState } from "../use-url-state";
import { ExportButton } from "../export-button";
import { PropertyFormDialog } from "./property-form-dialog";

const LIMIT = 25;

const COLUMNS: Column<Property>[] = [
  {
    header: "Name",
    cell: (p) => (
      <Link href={`/admin/properties/${p.id}`} className="font-medium text-indigo-700 hover:underline">
        {p.name}
      </Link>
    ),
  },
  { header: "Address", cell: (p) => <span className="text-slate-600">{p.address}</span>, hideOnMobile: true },
  {
    header: "Intercom number",
    cell: (p) => <span className="font-mono text-xs">{p.phoneNumber ?? "—"}</span>,
    hideOnMobile: true,
  },
  { header: "Status", cell: (p) => <Badge tone={p.status === "active" ? "green" : "slate"}>{p.status}</Badge> },
  { header: "Created", cell: (p) => formatDateTime(p.createdAt), hideOnMobile: true },
];

export function PropertiesPage() {
  const { get } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const filters = { q: get("q") || undefined, status: get("status") || undefined };
  const list = useAdminList<Property>("properties", "/api/admin/properties", {
    ...filters,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  const canWrite = useCan("properties:write");
  const [creating, setCreating] = useState(false);
  const toast = useToast();
  const canImport = useCan("users:write");
  const create = (
    <>
      {canImport ? (
        <Link
          href="/admin/import"
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Import rent roll
        </Link>
      ) : null}
      {canWrite ? <Button onClick={() => setCreating(true)}>New property</Button> : null}
    </>
  );
  return (
    <>
      <PageHeader
        title="Properties"
        description="The buildings of your portfolio."
        actions={
          <>
            {create}
            <ExportButton path="/api/admin/properties" filters={filters} filename="properties" />
          </>
        }
      />
      <Card>
        <FilterBar>
          <SearchBox placeholder="Search by name or address" />
          <FilterSelect
            name="status"
            label="Status"
            options={[
              { value: "active", label: "Active" },
              { value: "archived", label: "Archived" },
            ]}
          />
        </FilterBar>
        <DataTable
          label="properties"
          columns={COLUMNS}
          {...tableState(list)}
          empty={<NoRows noun="properties" filtered={Boolean(filters.q || filters.status)} action={create} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
      <PropertyFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(property) => {
          setCreating(false);
          toast.show({
            tone: "success",
            text: `Created ${property.name}.`,
            audit: { targetType: "property", targetId: property.id },
          });
        }}
      />
      {toast.view}
    </>
  );
}
