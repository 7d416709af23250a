"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminDelete } from "@/lib/admin-client/admin-fetch";
import type { Property, Unit, User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { RecentCallsCard } from "../calls/recent-calls-card";
import { ConfirmAction } from "../confirm-action";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DevicesCard } from "../devices/devices-card";
import { PageHeader } from "@/components/ui/page-header";
import { UnitFormDialog } from "../units/unit-form-dialog";
import { UnitLink } from "../units/unit-link";
import { ResidentsCard, residentNameColumn, residentStatusColumn } from "../users/residents-card";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { PropertyFormDialog } from "./property-form-dialog";
import { useToast } from "../use-toast";

const UNIT_COLUMNS: Column<Unit>[] = [
  {
    header: "Unit",
    cell: (u) => (
      <span className="font-medium">
        <UnitLink id={u.id} label={u.label} />
      </span>
    ),
  },
  { header: "Floor", cell: (u) => u.floor ?? "—" },
  { header: "Directory code", cell: (u) => <span className="font-mono text-xs">{u.directoryCode}</span> },
];

export function PropertyDetail({ id }: { id: string }) {
  const property = useAdminItem<Property>("property", `/api/admin/properties/${encodeURIComponent(id)}`);
  const units = useAdminList<Unit>("units", "/api/admin/units", { propertyId: id, limit: 200 });
  const unitsHere = (ids: string[]) => (units.data?.items ?? []).filter((unit) => ids.includes(unit.id));
  const canWriteUnits = useCan("units:write");
  const canWriteProperty = useCan("properties:write");
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const router = useRouter();
  const [addingUnit, setAddingUnit] = useState(false);
  const toast = useToast();

  if (property.error && !property.data)
    return (
      <ErrorState title="Could not load this property" error={property.error} onRetry={() => property.refetch()} />
    );
  const data = property.data;
  const residentColumns: Column<User>[] = [
    residentNameColumn,
    { header: "Email", cell: (u) => <span className="text-slate-600">{u.email}</span>, hideOnMobile: true },
    {
      header: "Units",
      cell: (u) => (
        <span className="flex flex-wrap gap-x-2">
          {unitsHere(u.unitIds).map((unit) => (
            <UnitLink key={unit.id} id={unit.id} label={unit.label} />
          ))}
        </span>
      ),
    },
    residentStatusColumn,
  ];
  return (
    <>
      <PageHeader
        title={data?.name ?? "Property"}
        description={
          data ? (
            `${data.address} · ${data.timezone}${data.phoneNumber ? ` · intercom ${data.phoneNumber}` : ""}`
          ) : (
            <Skeleton className="h-4 w-72" />
          )
        }
        actions={
          <>
            {canWriteProperty && data ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {canWriteProperty && data?.status === "active" ? (
              <Button variant="ghostDanger" onClick={() => setRemoving(true)}>
                Archive or delete
              </Button>
            ) : null}
            <Link href="/admin/properties" className="self-center text-sm font-medium text-indigo-700 hover:underline">
              All properties
            </Link>
          </>
        }
      />
      {data?.status === "archived" ? (
        <p className="mb-4">
          <Badge tone="slate">Archived</Badge>
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Card
          title={`Units${units.data ? ` (${units.data.total})` : ""}`}
          action={
            canWriteUnits ? (
              <Button size="sm" onClick={() => setAddingUnit(true)}>
                Add unit
              </Button>
            ) : null
          }
        >
          <DataTable
            label="units of this property"
            columns={UNIT_COLUMNS}
            rows={units.data?.items}
            loading={units.isPending}
            error={units.error}
            onRetry={() => units.refetch()}
            empty={<EmptyState title="No units yet" />}
          />
        </Card>
        <ResidentsCard
          title="Residents"
          label="residents of this property"
          filter={{ role: "resident", propertyId: id }}
          preset={{ propertyId: id }}
          addedText={(user) => `Added ${user.name}.`}
          columns={() => residentColumns}
          waiting={units.isPending}
          show={toast.show}
        />
        <DevicesCard propertyId={id} show={toast.show} canAdd canUnlock />
        <RecentCallsCard filter={{ propertyId: id }} timeZone={property.data?.timezone} className="xl:col-span-2" />
      </div>
      <UnitFormDialog
        open={addingUnit}
        propertyId={id}
        onClose={() => setAddingUnit(false)}
        onCreated={(unit) => {
          setAddingUnit(false);
          toast.show({
            tone: "success",
            text: `Created unit ${unit.label}.`,
            audit: { targetType: "unit", targetId: unit.id },
          });
        }}
      />
      {data ? (
        <PropertyFormDialog
          key={data.updatedAt}
          property={data}
          open={editing}
          onClose={() => setEditing(false)}
          onCreated={(saved) => {
            setEditing(false);
            toast.show({
              tone: "success",
              text: `Saved ${saved.name}.`,
              audit: { targetType: "property", targetId: saved.id },
            });
          }}
        />
      ) : null}
      <ConfirmAction
        item={removing ? id : null}
        run={(target: string) => adminDelete(`/api/admin/properties/${encodeURIComponent(target)}`)}
        onDone={(deletion) => {
          if (deletion === "archived")
            toast.show({
              tone: "success",
              text: "Archived: its calls and door events are kept.",
              audit: { targetType: "property", targetId: id },
            });
          else router.push("/admin/properties");
        }}
        onClose={() => setRemoving(false)}
        title="Archive or delete this property?"
        confirmLabel="Archive or delete"
        pendingLabel="Working…"
        danger
      >
        <p>
          A property with calls, door events or guest passes is archived and keeps its history; one without is deleted
          with its units and devices.
        </p>
      </ConfirmAction>
      {toast.view}
    </>
  );
}
