"use client";

import Link from "next/link";
import { useState } from "react";
import type { Unit } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { useCan } from "../admin-session";
import type { Column } from "@/components/ui/data-table";
import { DeleteDialog } from "../delete-dialog";
import { DateTime } from "@/components/ui/date-time";
import { FilterSelect, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { usePropertyOptions } from "../use-property-options";
import { useToast } from "../use-toast";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { UnitFormDialog } from "./unit-form-dialog";
import { UnitLink } from "./unit-link";

export function UnitsPage() {
  const filters = useUrlFilters(["q", "propertyId"]);
  const list = usePagedList<Unit>("units", "/api/admin/units", filters);
  const properties = usePropertyOptions();
  const canWrite = useCan("units:write");
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<Unit | null>(null);
  const [editing, setEditing] = useState<Unit | null>(null);
  const toast = useToast();
  const columns: Column<Unit>[] = [
    {
      header: "Unit",
      cell: (u) => (
        <span className="font-medium">
          <UnitLink id={u.id} label={u.label} />
        </span>
      ),
    },
    {
      header: "Property",
      cell: (u) => (
        <Link href={`/admin/properties/${u.propertyId}`} className="text-indigo-700 hover:underline">
          {properties.nameOf(u.propertyId)}
        </Link>
      ),
    },
    { header: "Floor", cell: (u) => u.floor ?? "—", hideOnMobile: true },
    {
      header: "Directory code",
      cell: (u) => <span className="font-mono text-xs">{u.directoryCode}</span>,
      hideOnMobile: true,
    },
    { header: "Created", cell: (u) => <DateTime value={u.createdAt} />, hideOnMobile: true },
    ...(canWrite
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (u: Unit) => (
              <span className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing(u)} aria-label={`Edit unit ${u.label}`}>
                  Edit
                </Button>
                <Button
                  variant="ghostDanger"
                  size="sm"
                  onClick={() => setRemoving(u)}
                  aria-label={`Remove unit ${u.label}`}
                >
                  Remove
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <ListPage
      title="Units"
      description="Apartments and suites, each reachable from its building's intercom."
      actions={canWrite ? <Button onClick={() => setCreating(true)}>New unit</Button> : null}
      list={list}
      exportAs="units"
      noun="units"
      columns={columns}
      filters={
        <>
          <SearchBox placeholder="Search by label" />
          <FilterSelect name="propertyId" label="Property" options={properties.options} />
        </>
      }
    >
      <UnitFormDialog
        key={filters.propertyId ?? "any"}
        open={creating}
        propertyId={filters.propertyId}
        onClose={() => setCreating(false)}
        onCreated={(unit) => {
          setCreating(false);
          toast.show({
            tone: "success",
            text: `Created unit ${unit.label}.`,
            audit: { targetType: "unit", targetId: unit.id },
          });
        }}
      />
      {editing ? (
        <UnitFormDialog
          key={editing.id}
          open
          unit={editing}
          onClose={() => setEditing(null)}
          onCreated={(unit) => {
            setEditing(null);
            toast.show({ tone: "success", text: `Saved unit ${unit.label}.` });
          }}
        />
      ) : null}
      <DeleteDialog
        item={removing}
        noun="unit"
        label={(unit) => `Unit ${unit.label}`}
        path={(unit) => `/api/admin/units/${unit.id}`}
        explanation="deleted with its memberships. A unit with calls or guest passes keeps its history and cannot be removed."
        onClose={() => setRemoving(null)}
        onDone={(_, unit) => {
          toast.show({
            tone: "success",
            text: `Removed unit ${unit.label}.`,
            audit: { targetType: "unit", targetId: unit.id },
          });
        }}
      />
      {toast.view}
    </ListPage>
  );
}
