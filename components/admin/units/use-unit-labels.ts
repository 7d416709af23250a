"use client";

import { useQueries } from "@tanstack/react-query";
import type { Unit } from "@/lib/admin-client/admin-types";
import { useEnvironment } from "../use-environment";
import { adminListQuery } from "../use-admin-query";

// The units list takes at most this many ids at once (and answers as many rows).
const PER_REQUEST = 200;

export type UnitLabels = { labelOf: (id: string) => string | undefined; pending: boolean };

// The labels of the units a page of rows names, in one request per 200 units rather than one per row; the ids are
// sorted so that the same page asks the same question and is answered from the cache.
export function useUnitLabels(ids: readonly (string | null | undefined)[]): UnitLabels {
  const environment = useEnvironment();
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const chunks = Array.from({ length: Math.ceil(wanted.length / PER_REQUEST) }, (_, i) =>
    wanted.slice(i * PER_REQUEST, (i + 1) * PER_REQUEST),
  );
  const answers = useQueries({
    queries: chunks.map((chunk) =>
      adminListQuery<Unit>(environment, "units", "/api/admin/units", { ids: chunk.join(","), limit: PER_REQUEST }),
    ),
  });
  const labels = new Map(answers.flatMap((answer) => answer.data?.items ?? []).map((unit) => [unit.id, unit.label]));
  return { labelOf: (id) => labels.get(id), pending: answers.some((answer) => answer.isPending) };
}
