"use client";

import type { Job } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { DataTable, type Column } from "../data-table";
import { formatDateTime } from "../format";
import { FilterBar, FilterSelect } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { useUrlState } from "../use-url-state";

const LIMIT = 25;

const columns: Column<Job>[] = [
  { header: "Kind", cell: (job) => <span className="font-mono text-xs">{job.kind}</span> },
  { header: "State", cell: (job) => <Badge tone={job.state === "failed" ? "red" : "amber"}>{job.state}</Badge> },
  { header: "Attempts", cell: (job) => `${job.attempts} of ${job.maxAttempts}`, hideOnMobile: true },
  {
    header: "Last error",
    cell: (job) => <span className="line-clamp-3 font-mono text-xs break-all">{job.lastError ?? "—"}</span>,
  },
  { header: "Runs at", cell: (job) => formatDateTime(job.runAt), hideOnMobile: true },
  { header: "Queued", cell: (job) => formatDateTime(job.createdAt), hideOnMobile: true },
];

// The platform's background queue: what failed for good and what is still waiting, with the last error of each.
export function JobsPage() {
  const { get } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const state = get("state") || undefined;
  const list = useAdminList<Job>("jobs", "/api/admin/jobs", {
    state,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Background work that failed or is waiting: carrier commands, door unlocks, webhooks, notifications."
      />
      <Card>
        <FilterBar>
          <FilterSelect
            name="state"
            label="State"
            options={[
              { value: "failed", label: "Failed" },
              { value: "waiting", label: "Waiting" },
            ]}
          />
        </FilterBar>
        <DataTable
          label="jobs"
          columns={columns}
          {...tableState(list)}
          empty={
            <EmptyState title={state ? `No ${state} jobs` : "No failed or waiting jobs"}>
              The queue is keeping up: every job ran.
            </EmptyState>
          }
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
    </>
  );
}
