"use client";

import type { AuditLog } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { DataTable, NoRows, type Column } from "../data-table";
import { DateRangeFilter, useDayRange } from "../date-range-filter";
import { ExportButton } from "../export-button";
import { formatDateTime, humanize } from "../format";
import { FilterBar, FilterSelect } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { RemovableFilter } from "../removable-filter";
import { tableState, useAdminList } from "../use-admin-query";
import { useUrlState } from "../use-url-state";

const LIMIT = 25;
// "user." matches every action on users.
const ACTION_OPTIONS = [
  "tenant",
  "property",
  "unit",
  "user",
  "device",
  "api_key",
  "webhook_endpoint",
  "guest_pass",
].map((type) => ({ value: `${type}.`, label: humanize(type) }));
const ACTOR_OPTIONS = [
  { value: "user", label: "A person" },
  { value: "api_key", label: "An API key" },
  { value: "system", label: "The platform" },
];

const actorOf = (entry: AuditLog) =>
  entry.actorName ??
  (entry.actorType === "api_key" ? "API key" : entry.actorType === "user" ? "Someone" : humanize(entry.actorType));
const details = (data: unknown) => {
  const text = data && typeof data === "object" && Object.keys(data).length ? JSON.stringify(data) : "";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

export function AuditLogPage() {
  const { get, set } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const range = useDayRange();
  const filters = {
    action: get("action") || undefined,
    actorType: get("actorType") || undefined,
    actorId: get("actorId") || undefined,
    targetType: get("targetType") || undefined,
    targetId: get("targetId") || undefined,
    ...range,
  };
  const list = useAdminList<AuditLog>("auditLogs", "/api/admin/audit-logs", {
    ...filters,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  const link = "text-indigo-700 hover:underline text-left";
  const columns: Column<AuditLog>[] = [
    { header: "When", cell: (e) => formatDateTime(e.createdAt) },
    {
      header: "Who",
      cell: (e) =>
        e.actorId ? (
          <button type="button" className={link} onClick={() => set({ actorId: e.actorId })}>
            {actorOf(e)}
          </button>
        ) : (
          actorOf(e)
        ),
    },
    { header: "Action", cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
    {
      header: "On",
      cell: (e) =>
        e.targetId ? (
          <button
            type="button"
            className={link}
            onClick={() => set({ targetType: e.targetType, targetId: e.targetId })}
          >
            {humanize(e.targetType)}: {e.targetName ?? e.targetId}
          </button>
        ) : (
          humanize(e.targetType)
        ),
    },
    {
      header: "Details",
      cell: (e) => <span className="font-mono text-xs text-slate-600">{details(e.data)}</span>,
      hideOnMobile: true,
    },
  ];
  const first = list.data?.items[0];
  const actorName = list.data?.items.find((entry) => entry.actorId === filters.actorId)?.actorName;
  const targetName = first && first.targetId === filters.targetId ? first.targetName : null;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the dashboard or the API, who made it and on what."
        actions={<ExportButton path="/api/admin/audit-logs" filters={filters} filename="audit-log" />}
      />
      <Card>
        <FilterBar>
          <FilterSelect name="action" label="Changes to" options={ACTION_OPTIONS} />
          <FilterSelect name="actorType" label="Made by" options={ACTOR_OPTIONS} />
          <DateRangeFilter />
          {filters.actorId ? (
            <RemovableFilter label={`By ${actorName ?? filters.actorId}`} onRemove={() => set({ actorId: null })} />
          ) : null}
          {filters.targetId ? (
            <RemovableFilter
              label={`On ${humanize(filters.targetType ?? "")}: ${targetName ?? filters.targetId}`}
              onRemove={() => set({ targetType: null, targetId: null })}
            />
          ) : null}
        </FilterBar>
        <DataTable
          label="audit entries"
          columns={columns}
          {...tableState(list)}
          empty={<NoRows noun="audit entries" filtered={Object.values(filters).some(Boolean)} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
    </>
  );
}
