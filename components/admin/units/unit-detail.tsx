"use client";

import Link from "next/link";
import { useState } from "react";
import type { GuestPass, Property, Unit, User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, Skeleton } from "@/components/ui/states";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import { useCan } from "../admin-session";
import { ConfirmAction } from "../confirm-action";
import { RecentCallsCard } from "../calls/recent-calls-card";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DevicesCard } from "../devices/devices-card";
import { notUsableLabel } from "@/components/guest-pass-vocabulary";
import { formatCalendarDay, humanize } from "@/components/ui/format";
import { DateTime } from "@/components/ui/date-time";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminItem, useAdminList } from "../use-admin-query";
import { useToast } from "../use-toast";
import { ResidentsCard, residentNameColumn, residentStatusColumn } from "../users/residents-card";
import { UnitFormDialog } from "./unit-form-dialog";

// Why the intercom skips a resident of this unit (lib/units/reachable-residents.ts), or null when it rings them.
function notRungBecause(user: User, membership: User["units"][number] | undefined, today: string): string | null {
  if (user.status !== "active") return user.status;
  if (membership?.moveInOn && membership.moveInOn > today) return "not moved in yet";
  if (membership?.moveOutOn && membership.moveOutOn <= today) return "moved out";
  return null;
}

const PASS_TONES = { active: "green", scheduled: "blue", expired: "slate", revoked: "red", used_up: "slate" } as const;

// Pass windows on the property's clock, as its calls are, and the zone named in the header.
const PASS_COLUMNS = (revoke: ((pass: GuestPass) => void) | null, timeZone?: string): Column<GuestPass>[] => [
  { header: "Guest", cell: (p) => <span className="font-medium">{p.name}</span> },
  {
    header: "Status",
    cell: (p) => {
      const notUsable = notUsableLabel(p);
      return (
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={PASS_TONES[p.status]}>{humanize(p.status)}</Badge>
          {notUsable ? <Badge tone="slate">{notUsable}</Badge> : null}
        </span>
      );
    },
  },
  {
    header: timeZone ? `Valid (${timeZone})` : "Valid",
    cell: (p) => (
      <>
        <DateTime value={p.validFrom} timeZone={timeZone} /> – <DateTime value={p.validUntil} timeZone={timeZone} />
      </>
    ),
    hideOnMobile: true,
  },
  { header: "Uses", cell: (p) => `${p.useCount} of ${p.maxUses}` },
  ...(revoke
    ? [
        {
          header: "Actions",
          className: "text-right",
          cell: (p: GuestPass) =>
            p.status === "active" || p.status === "scheduled" ? (
              <Button
                variant="ghostDanger"
                size="sm"
                onClick={() => revoke(p)}
                aria-label={`Revoke pass for ${p.name}`}
              >
                Revoke
              </Button>
            ) : null,
        },
      ]
    : []),
];

// One unit: its residents in the order the intercom rings them, the doors of its building, its calls and guest passes.
export function UnitDetail({ id }: { id: string }) {
  const path = `/api/admin/units/${encodeURIComponent(id)}` as const;
  const unit = useAdminItem<Unit>("unit", path);
  const propertyId = unit.data?.propertyId ?? "";
  const property = useAdminItem<Property>(
    "property",
    `/api/admin/properties/${encodeURIComponent(propertyId)}`,
    {},
    { enabled: Boolean(propertyId) },
  );
  const passes = useAdminList<GuestPass>("guestPasses", `${path}/guest-passes`, { limit: 20 });
  const canWriteUnits = useCan("units:write");
  const canWriteUsers = useCan("users:write");
  const [editingUnit, setEditingUnit] = useState(false);
  const [revoking, setRevoking] = useState<GuestPass | null>(null);
  const toast = useToast();

  if (unit.error && !unit.data)
    return <ErrorState title="Could not load this unit" error={unit.error} onRetry={() => unit.refetch()} />;
  const data = unit.data;
  const membership = (user: User) => user.units.find((entry) => entry.unitId === id);
  const inDialOrder = (users: User[]) =>
    [...users].sort((a, b) => (membership(a)?.dialOrder ?? 0) - (membership(b)?.dialOrder ?? 0));
  const today = new Date().toISOString().slice(0, 10);
  const residentColumns = (edit: (user: User) => void): Column<User>[] => [
    {
      header: "Dial order",
      cell: (u) => {
        const notRung = notRungBecause(u, membership(u), today);
        return notRung ? (
          <span className="text-slate-500">not rung: {notRung}</span>
        ) : (
          (membership(u)?.dialOrder ?? "—")
        );
      },
    },
    residentNameColumn,
    { header: "Phone", cell: (u) => <span className="font-mono text-xs">{u.phone ?? "—"}</span>, hideOnMobile: true },
    { header: "Move-in", cell: (u) => formatCalendarDay(membership(u)?.moveInOn), hideOnMobile: true },
    {
      header: "Move-out",
      cell: (u) => {
        const out = membership(u)?.moveOutOn;
        return out && out <= today ? (
          <Badge tone="slate">moved out {formatCalendarDay(out)}</Badge>
        ) : (
          formatCalendarDay(out)
        );
      },
    },
    residentStatusColumn,
    ...(canWriteUsers
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (u: User) => (
              <Button variant="ghost" size="sm" onClick={() => edit(u)} aria-label={`Edit ${u.name}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  const title = data ? `Unit ${data.label}` : "Unit";
  return (
    <>
      <PageHeader
        title={title}
        description={
          data ? (
            <>
              <Link href={`/admin/properties/${data.propertyId}`} className="text-indigo-700 underline">
                {property.data?.name ?? "Property"}
              </Link>
              {` · floor ${data.floor ?? "—"} · directory code ${data.directoryCode}`}
            </>
          ) : (
            <Skeleton className="h-4 w-72" />
          )
        }
        actions={
          <>
            {canWriteUnits && data ? (
              <Button variant="secondary" onClick={() => setEditingUnit(true)}>
                Edit unit
              </Button>
            ) : null}
          </>
        }
      />
      {/* minmax(0, 1fr) columns: a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ResidentsCard
          title="Residents, in dial order"
          label="residents of this unit"
          className="xl:col-span-2"
          filter={{ unitId: id }}
          preset={data ? { propertyId: data.propertyId, unitId: id } : null}
          addedText={(user) => `Added ${user.name} to unit ${data?.label}.`}
          columns={residentColumns}
          order={inDialOrder}
          show={toast.show}
        />
        <DevicesCard propertyId={propertyId} title="Doors and devices of the building" show={toast.show} />
        <RecentCallsCard filter={{ unitId: id }} timeZone={property.data?.timezone} compact />
        <Card title="Guest passes">
          <DataTable
            label="guest passes of this unit"
            columns={PASS_COLUMNS(canWriteUnits ? setRevoking : null, property.data?.timezone)}
            rows={passes.data?.items}
            loading={passes.isPending}
            error={passes.error}
            onRetry={() => passes.refetch()}
            empty={<EmptyState title="No guest passes" />}
          />
        </Card>
      </div>
      {data && editingUnit ? (
        <UnitFormDialog
          key={data.updatedAt}
          open
          unit={data}
          onClose={() => setEditingUnit(false)}
          onCreated={(saved) => {
            setEditingUnit(false);
            toast.show({ tone: "success", text: `Saved unit ${saved.label}.` });
          }}
        />
      ) : null}
      <ConfirmAction
        item={revoking}
        run={(pass) =>
          adminEnvelope<GuestPass>("guestPass", `/api/admin/guest-passes/${encodeURIComponent(pass.id)}/revoke`, {
            method: "POST",
          })
        }
        onDone={(pass) => toast.show({ tone: "success", text: `Revoked the guest pass for ${pass.name}.` })}
        onClose={() => setRevoking(null)}
        title="Revoke this guest pass?"
        confirmLabel="Revoke pass"
        pendingLabel="Revoking…"
        danger
      >
        <p>
          The PIN and QR code of <strong>{revoking?.name}</strong>&apos;s pass stop opening doors at once. This cannot
          be undone; the resident who created it sees it as revoked.
        </p>
      </ConfirmAction>
      {toast.view}
    </>
  );
}
