"use client";

import Link from "next/link";
import type { Call } from "@/lib/admin-client/admin-types";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { useAdminList } from "../use-admin-query";
import { isLive, LIVE_REFRESH_MS } from "./call-labels";
import { CallsTable } from "./calls-table";

// The last ten calls of a property or a unit, refreshing while one is live, with a link to all of them.
export function RecentCallsCard({
  filter,
  timeZone,
  className,
  compact = false,
}: {
  filter: { propertyId: string } | { unitId: string };
  timeZone?: string;
  className?: string;
  compact?: boolean;
}) {
  const calls = useAdminList<Call>(
    "calls",
    "/api/admin/calls",
    { ...filter, limit: 10 },
    { refetchInterval: (page) => (page?.items.some(isLive) ? LIVE_REFRESH_MS : false) },
  );
  return (
    <Card
      title="Recent calls"
      className={className}
      action={
        <Link
          href={`/admin/calls?${new URLSearchParams(filter)}`}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          All calls
        </Link>
      }
    >
      <CallsTable
        rows={calls.data?.items}
        loading={calls.isPending}
        error={calls.error}
        onRetry={() => calls.refetch()}
        empty={<EmptyState title="No calls yet" />}
        timeZone={timeZone}
        compact={compact}
        zoneInHeader
        showUnit={!("unitId" in filter)}
      />
    </Card>
  );
}
