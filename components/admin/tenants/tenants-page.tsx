"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Tenant } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useCan } from "../admin-session";
import { DataTable, NoRows, type Column } from "../data-table";
import { formatDateTime, humanize } from "../format";
import { FilterBar, FilterSelect, SearchBox } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { useAdminMutation } from "../use-admin-mutation";
import { useToast } from "../use-toast";
import { useUrlState } from "../use-url-state";
import { ExportButton } from "../export-button";
import { TenantFormDialog } from "./tenant-form-dialog";

const LIMIT = 25;

export function TenantsPage() {
  const { get } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const filters = { q: get("q") || undefined, status: get("status") || undefined };
  const list = useAdminList<Tenant>("tenants", "/api/admin/tenants", {
    ...filters,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  const canWrite = useCan("tenants:write");
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<Tenant | null>(null);
  const toast = useToast();
  const toggle = useAdminMutation(
    (tenant: Tenant) =>
      adminEnvelope<Tenant>("tenant", `/api/admin/tenants/${tenant.id}`, {
        method: "PATCH",
        body: { status: tenant.status === "active" ? "suspended" : "active" },
      }),
    (tenant) => {
      setToggling(null);
      toast.show({
        tone: "success",
        text: `${tenant.name} is ${tenant.status}.`,
        audit: { targetType: "tenant", targetId: tenant.id },
      });
    },
  );
  const columns: Column<Tenant>[] = [
    { header: "Name", cell: (t) => <span className="font-medium">{t.name}</span> },
    { header: "Slug", cell: (t) => <span className="font-mono text-xs">{t.slug}</span>, hideOnMobile: true },
    { header: "Plan", cell: (t) => t.plan, hideOnMobile: true },
    { header: "Billing", cell: (t) => humanize(t.billingStatus), hideOnMobile: true },
    { header: "Status", cell: (t) => <Badge tone={t.status === "active" ? "green" : "red"}>{t.status}</Badge> },
    { header: "Created", cell: (t) => formatDateTime(t.createdAt), hideOnMobile: true },
    ...(canWrite
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (t: Tenant) => (
              <Button
                variant={t.status === "active" ? "ghostDanger" : "ghost"}
                size="sm"
                onClick={() => setToggling(t)}
              >
                {t.status === "active" ? "Suspend" : "Reactivate"}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const create = canWrite ? <Button onClick={() => setCreating(true)}>New tenant</Button> : null;
  return (
    <>
      <PageHeader
        title="Tenants"
        description="The organizations on the platform."
        actions={
          <>
            {create}
            <ExportButton path="/api/admin/tenants" filters={filters} filename="tenants" />
          </>
        }
      />
      <Card>
        <FilterBar>
          <SearchBox placeholder="Search by name or slug" />
          <FilterSelect
            name="status"
            label="Status"
            options={[
              { value: "active", label: "Active" },
              { value: "suspended", label: "Suspended" },
            ]}
          />
        </FilterBar>
        <DataTable
          label="tenants"
          columns={columns}
          {...tableState(list)}
          empty={<NoRows noun="tenants" filtered={Object.values(filters).some(Boolean)} action={create} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
      <TenantFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(tenant) => {
          setCreating(false);
          toast.show({
            tone: "success",
            text: `Created ${tenant.name}.`,
            audit: { targetType: "tenant", targetId: tenant.id },
          });
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.status === "active" ? "Suspend this tenant?" : "Reactivate this tenant?"}
        confirmLabel={toggling?.status === "active" ? "Suspend" : "Reactivate"}
        pendingLabel="Saving…"
        danger={toggling?.status === "active"}
        pending={toggle.isPending}
        error={toggle.error}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onClose={() => {
          toggle.reset();
          setToggling(null);
        }}
      >
        <p>
          {toggling?.status === "active"
            ? `Every user and API key of ${toggling?.name} is refused until it is reactivated.`
            : `${toggling?.name} may use Gatehouse again.`}
        </p>
      </ConfirmDialog>
      {toast.view}
    </>
  );
}
