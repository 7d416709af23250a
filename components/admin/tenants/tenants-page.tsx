"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Tenant } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCan } from "../admin-session";
import { ConfirmAction } from "../confirm-action";
import type { Column } from "@/components/ui/data-table";
import { humanize } from "@/components/ui/format";
import { FilterSelect, optionsOf, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { useToast } from "../use-toast";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { TenantFormDialog } from "./tenant-form-dialog";
import { DateTime } from "@/components/ui/date-time";

export function TenantsPage() {
  const filters = useUrlFilters(["q", "status"]);
  const list = usePagedList<Tenant>("tenants", "/api/admin/tenants", filters);
  const canWrite = useCan("tenants:write");
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<Tenant | null>(null);
  const toast = useToast();
  const columns: Column<Tenant>[] = [
    { header: "Name", cell: (t) => <span className="font-medium">{t.name}</span> },
    { header: "Slug", cell: (t) => <span className="font-mono text-xs">{t.slug}</span>, hideOnMobile: true },
    { header: "Plan", cell: (t) => t.plan, hideOnMobile: true },
    { header: "Billing", cell: (t) => humanize(t.billingStatus), hideOnMobile: true },
    {
      header: "Status",
      cell: (t) => <Badge tone={t.status === "active" ? "green" : "red"}>{humanize(t.status)}</Badge>,
    },
    { header: "Created", cell: (t) => <DateTime value={t.createdAt} />, hideOnMobile: true },
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
  return (
    <ListPage
      title="Tenants"
      description="The organizations on the platform."
      actions={canWrite ? <Button onClick={() => setCreating(true)}>New tenant</Button> : null}
      list={list}
      exportAs="tenants"
      noun="tenants"
      columns={columns}
      filters={
        <>
          <SearchBox placeholder="Search by name or slug" />
          <FilterSelect name="status" label="Status" options={optionsOf(["active", "suspended"])} />
        </>
      }
    >
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
      <ConfirmAction
        item={toggling}
        run={(tenant: Tenant) =>
          adminEnvelope<Tenant>("tenant", `/api/admin/tenants/${tenant.id}`, {
            method: "PATCH",
            body: { status: tenant.status === "active" ? "suspended" : "active" },
          })
        }
        onDone={(tenant) =>
          toast.show({
            tone: "success",
            text: `${tenant.name} is ${tenant.status}.`,
            audit: { targetType: "tenant", targetId: tenant.id },
          })
        }
        onClose={() => setToggling(null)}
        title={toggling?.status === "active" ? "Suspend this tenant?" : "Reactivate this tenant?"}
        confirmLabel={toggling?.status === "active" ? "Suspend" : "Reactivate"}
        pendingLabel="Saving…"
        danger={toggling?.status === "active"}
      >
        <p>
          {toggling?.status === "active"
            ? `Every user and API key of ${toggling?.name} is refused, and its intercom numbers answer no visitor, until it is reactivated.`
            : `${toggling?.name} may use Gatehouse again.`}
        </p>
      </ConfirmAction>
      {toast.view}
    </ListPage>
  );
}
