"use client";

import Link from "next/link";
import type { UnitLabels } from "./use-unit-labels";

const LoadingLabel = () => (
  <>
    <span className="inline-block h-4 w-10 animate-pulse rounded bg-slate-200 align-middle" aria-hidden />
    <span className="sr-only">Unit</span>
  </>
);

// A unit named by its label, linking to its page; while a page's labels load (useUnitLabels), a placeholder rather
// than a word that reads as the label.
export function UnitLink({ id, label, pending = false }: { id: string; label: string | undefined; pending?: boolean }) {
  return (
    <Link href={`/admin/units/${encodeURIComponent(id)}`} className="text-indigo-700 hover:underline">
      {label ?? (pending ? <LoadingLabel /> : "Unit")}
    </Link>
  );
}

export function UnitLinks({ ids, labels }: { ids: string[]; labels: UnitLabels }) {
  if (!ids.length) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {ids.map((id) => (
        <UnitLink key={id} id={id} label={labels.labelOf(id)} pending={labels.pending} />
      ))}
    </span>
  );
}
