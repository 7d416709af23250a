"use client";

import type { Stats } from "@/lib/admin-client/admin-types";
import { Skeleton, ErrorState } from "@/components/ui/states";
import { useAdminItem } from "../use-admin-query";

type CardSpec = { label: string; value: (stats: Stats) => number; detail: (stats: Stats) => string };

const ROLE_NAMES: [keyof Stats["users"]["activeByRole"], string, string][] = [
  ["resident", "resident", "residents"],
  ["staff", "staff", "staff"],
  ["owner", "owner", "owners"],
  ["platform_admin", "platform admin", "platform admins"],
];

// The active users by role, so the parts add up to the number above them.
const activeRoles = (stats: Stats) =>
  ROLE_NAMES.filter(([role]) => stats.users.activeByRole[role] > 0)
    .map(
      ([role, one, many]) => `${stats.users.activeByRole[role]} ${stats.users.activeByRole[role] === 1 ? one : many}`,
    )
    .join(" · ") || "none active";

const CARDS: CardSpec[] = [
  { label: "Properties", value: (s) => s.properties.active, detail: (s) => `${s.properties.total} in total` },
  // Archived properties keep their units, and the count includes them.
  {
    label: "Units",
    value: (s) => s.units,
    detail: (s) => (s.properties.total === 1 ? "in 1 property" : `in all ${s.properties.total} properties`),
  },
  { label: "Active users", value: (s) => s.users.active, detail: activeRoles },
  {
    label: "Devices online",
    value: (s) => s.devices.byStatus.online,
    detail: (s) => `of ${s.devices.total}; ${s.devices.byStatus.offline} offline`,
  },
  { label: "Calls, 24 h", value: (s) => s.calls.last24Hours, detail: (s) => `${s.calls.last7Days} in 7 days` },
  { label: "Door opens, 24 h", value: (s) => s.doorOpens.last24Hours, detail: () => "granted access events" },
];

export function StatCards() {
  const stats = useAdminItem<Stats>("stats", "/api/admin/stats");
  if (stats.error && !stats.data)
    return (
      <div className="min-h-[6.5rem] rounded-xl border border-slate-200 bg-white">
        <ErrorState title="Could not load the counts" error={stats.error} onRetry={() => stats.refetch()} />
      </div>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Counts">
      {CARDS.map((card) => (
        <li
          key={card.label}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid={`stat-${card.label}`}
        >
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{card.label}</p>
          <p className="mt-1 h-8 text-2xl font-bold text-slate-900 tabular-nums">
            {stats.data ? card.value(stats.data) : <Skeleton className="mt-1 h-6 w-12" />}
          </p>
          {/* Two lines' room, so a breakdown by role reads whole in a narrow card. */}
          <p className="min-h-8 text-xs leading-4 text-slate-600">{stats.data ? card.detail(stats.data) : ""}</p>
        </li>
      ))}
    </ul>
  );
}
