"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import { selectEnvironment, type EnvironmentName } from "@/lib/admin-client/admin-environment";
import type { Environment } from "@/lib/admin-client/admin-types";
import { useEnvironment } from "./use-environment";

// Sets X-Admin-Env for every request of the dashboard; the list always comes from this instance.
export function EnvironmentSwitcher() {
  const selected = useEnvironment();
  const client = useQueryClient();
  const environments = useQuery({
    queryKey: ["environments"],
    queryFn: ({ signal }) =>
      adminEnvelope<Environment[]>("environments", "/api/admin/environments", { signal, local: true }),
    staleTime: 5 * 60_000,
  });
  const local = environments.data?.find((environment) => environment.local)?.name ?? "DEV";
  const current = selected ?? local;
  const isProd = current === "PROD";
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="hidden text-slate-300 sm:inline">Environment</span>
      <select
        aria-label="Environment"
        value={current}
        disabled={!environments.data}
        onChange={(event) => {
          const name = event.target.value as EnvironmentName;
          selectEnvironment(name === local ? null : name);
          client.removeQueries({ queryKey: ["admin"] });
        }}
        className={`max-w-[8.5rem] rounded-md border px-2 py-1 text-sm font-semibold focus:ring-2 focus:ring-white/60 focus:outline-none sm:max-w-[12rem] ${
          isProd ? "border-rose-300 bg-rose-600 text-white" : "border-slate-600 bg-slate-800 text-white"
        }`}
      >
        {(environments.data ?? [{ name: current, configured: true, local: true }]).map((environment) => (
          <option key={environment.name} value={environment.name} disabled={!environment.configured}>
            {environment.name}
            {environment.local ? " · here" : environment.configured ? "" : " (not configured)"}
          </option>
        ))}
      </select>
    </label>
  );
}
