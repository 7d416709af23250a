"use client";

import type { AdminSession } from "@/lib/admin-client/admin-types";
import { humanize } from "@/components/ui/format";

type Scope = AdminSession["scopes"][number];

// Only the scopes the signed-in user holds are offered: a key is never wider than its creator.
export function ScopePicker({
  available,
  selected,
  onChange,
  error,
}: {
  available: Scope[];
  selected: Scope[];
  onChange: (scopes: Scope[]) => void;
  error?: string;
}) {
  const resources = [...new Set(available.map((scope) => scope.split(":")[0]))];
  const toggle = (scope: Scope) =>
    onChange(selected.includes(scope) ? selected.filter((item) => item !== scope) : [...selected, scope]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "scopes-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Scopes</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        {resources.map((resource) => (
          <div key={resource} className="flex items-center justify-between gap-2 py-1 text-sm">
            <span className="text-slate-700">{resource === "api_keys" ? "API keys" : humanize(resource)}</span>
            <span className="flex gap-3">
              {(["read", "write"] as const).map((access) => {
                const scope = `${resource}:${access}` as Scope;
                if (!available.includes(scope)) return <span key={access} className="w-14" />;
                return (
                  <label key={access} className="flex w-14 items-center gap-1 text-xs text-slate-600">
                    <input
                      type="checkbox"
                      checked={selected.includes(scope)}
                      onChange={() => toggle(scope)}
                      aria-label={scope}
                      className="h-4 w-4 accent-indigo-600"
                    />
                    {access}
                  </label>
                );
              })}
            </span>
          </div>
        ))}
      </div>
      {error ? (
        <p id="scopes-error" className="text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
