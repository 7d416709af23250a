"use client";

import type { Job } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/states";
import type { Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { FilterSelect, optionsOf } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { JOB_KIND_LABELS, STATE_LABELS } from "./job-vocabulary";

const columns: Column<Job>[] = [
  {
    header: "Kind",
    cell: (job) => (
      <span>
        {JOB_KIND_LABELS[job.kind] ?? job.kind}
        <span className="block font-mono text-xs text-slate-500">{job.kind}</span>
      </span>
    ),
  },
  {
    header: "State",
    cell: (job) => (
      <Badge tone={job.state === "failed" ? "red" : "amber"}>{STATE_LABELS[job.state] ?? job.state}</Badge>
    ),
  },
  { header: "Attempts", cell: (job) => `${job.attempts} of ${job.maxAttempts}`, hideOnMobile: true },
  {
    header: "Last error",
    cell: (job) => <span className="line-clamp-3 font-mono text-xs break-all">{job.lastError ?? "—"}</span>,
  },
  { header: "Runs at", cell: (job) => <DateTime value={job.runAt} />, hideOnMobile: true },
  { header: "Queued", cell: (job) => <DateTime value={job.createdAt} />, hideOnMobile: true },
];

// The platform's background queue: what failed for good and what is still waiting, with the last error of each.
export function JobsPage() {
  const filters = useUrlFilters(["state"]);
  const list = usePagedList<Job>("jobs", "/api/admin/jobs", filters);
  return (
    <ListPage
      title="Jobs"
      description="Background work that failed or is waiting: carrier commands, door unlocks, webhooks, notifications."
      list={list}
      noun="jobs"
      columns={columns}
      filters={<FilterSelect name="state" label="State" options={optionsOf(["failed", "waiting"])} />}
      empty={
        <EmptyState title={filters.state ? `No ${filters.state} jobs` : "No failed or waiting jobs"}>
          The queue is keeping up: every job ran.
        </EmptyState>
      }
    />
  );
}
