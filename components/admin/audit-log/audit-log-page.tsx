"use client";

import type { AuditLog } from "@/lib/admin-client/admin-types";
import type { Column } from "@/components/ui/data-table";
import { humanize } from "@/components/ui/format";
import { FilterLink, FilterSelect } from "@/components/ui/list-filters";
import { LogPage, type LinkedFilter } from "../log-page";
import { DateTime } from "@/components/ui/date-time";

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

const COLUMNS: Column<AuditLog>[] = [
  { header: "When", cell: (e) => <DateTime value={e.createdAt} /> },
  { header: "Who", cell: (e) => <FilterLink to={e.actorId ? { actorId: e.actorId } : null}>{actorOf(e)}</FilterLink> },
  { header: "Action", cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
  {
    header: "On",
    cell: (e) =>
      e.targetId ? (
        <FilterLink to={{ targetType: e.targetType, targetId: e.targetId }}>
          {humanize(e.targetType)}: {e.targetName ?? e.targetId}
        </FilterLink>
      ) : (
        humanize(e.targetType)
      ),
  },
  {
    header: "Details",
    cell: (e) => <span className="font-mono text-xs text-slate-600">{details(e.data)}</span>,
    hideOnMobile: true,
  },
  {
    header: "From",
    cell: (e) => <span className="font-mono text-xs text-slate-600">{e.clientAddress ?? ""}</span>,
    hideOnMobile: true,
  },
];

const LINKED: LinkedFilter<AuditLog>[] = [
  {
    param: "actorId",
    label: (id, rows) => `By ${rows.find((entry) => entry.actorId === id)?.actorName ?? id}`,
  },
  {
    param: "targetId",
    clears: ["targetType", "targetId"],
    label: (id, rows, filters) => {
      const first = rows[0];
      const name = first && first.targetId === id ? first.targetName : null;
      return `On ${humanize(filters.targetType ?? "")}: ${name ?? id}`;
    },
  },
];

export function AuditLogPage() {
  return (
    <LogPage
      title="Audit log"
      description="Every change made through the dashboard or the API: who made it, on what and from which address."
      plural="auditLogs"
      path="/api/admin/audit-logs"
      exportAs="audit-log"
      noun="audit entries"
      params={["action", "actorType", "actorId", "targetType", "targetId"]}
      selects={
        <>
          <FilterSelect name="action" label="Changes to" options={ACTION_OPTIONS} />
          <FilterSelect name="actorType" label="Made by" options={ACTOR_OPTIONS} />
        </>
      }
      linked={LINKED}
      columns={COLUMNS}
    />
  );
}
