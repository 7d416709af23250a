"use client";

import Link from "next/link";
import type { Unit } from "@/lib/admin-client/admin-types";
import { useAdminItem } from "../use-admin-query";

const LoadingLabel = () => (
  <>
    <span className="inline-block h-4 w-10 animate-pulse rounded bg-slate-200 align-middle" aria-hidden />
    <span className="sr-only">Unit</span>
  </>
);

// A unit named by its label, linking to its page; rows that hold only the id look the label up (cached per unit),
// showing a placeholder meanwhile rather than a word that reads as the label.
export function UnitLink({ id, label }: { id: string; label?: string }) {
  const unit = useAdminItem<Unit>(
    "unit",
    `/api/admin/units/${encodeURIComponent(id)}`,
    {},
    { enabled: label === undefined },
  );
  return (
    <Link href={`/admin/units/${encodeURIComponent(id)}`} className="text-indigo-700 hover:underline">
      {label ?? unit.data?.label ?? (unit.isPending ? <LoadingLabel /> : "Unit")}
    </Link>
  );
}

export function UnitLinks({ ids }: { ids: string[] }) {
  if (!ids.length) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {ids.map((id) => (
        <UnitLink key={id} id={id} />
      ))}
    </span>
  );
}
