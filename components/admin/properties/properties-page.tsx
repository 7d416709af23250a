"use client";

import Link from "next/link";
import { useState } from "react";
import type { Property } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCan } from "../admin-session";
import type { Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { humanize } from "@/components/ui/format";
import { FilterSelect, optionsOf, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { useToast } from "../use-toast";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { PropertyFormDialog } from "./property-form-dialog";

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
  {
    header: "Status",
    cell: (p) => <Badge tone={p.status === "active" ? "green" : "slate"}>{humanize(p.status)}</Badge>,
  },
  { header: "Created", cell: (p) => <DateTime value={p.createdAt} />, hideOnMobile: true },
];

export function PropertiesPage() {
  const filters = useUrlFilters(["q", "status"]);
  const list = usePagedList<Property>("properties", "/api/admin/properties", filters);
  const canWrite = useCan("properties:write");
  const [creating, setCreating] = useState(false);
  const toast = useToast();
  const canImport = useCan("users:write");
  const actions = (
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
    <ListPage
      title="Properties"
      description="The buildings of your portfolio."
      actions={actions}
      list={list}
      exportAs="properties"
      noun="properties"
      columns={COLUMNS}
      filters={
        <>
          <SearchBox placeholder="Search by name or address" />
          <FilterSelect name="status" label="Status" options={optionsOf(["active", "archived"])} />
        </>
      }
    >
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
    </ListPage>
  );
}
