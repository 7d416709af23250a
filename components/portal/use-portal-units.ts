"use client";

import { useQuery } from "@tanstack/react-query";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { ResidentUnit } from "@/lib/portal-client/portal-types";

// The resident's homes (`livesThere`) and those they move into later, and how each is named on screen.
export function usePortalUnits() {
  const units = useQuery({ queryKey: ["portal", "units"], queryFn: ({ signal }) => portalApi.units(signal) });
  const items = units.data?.items ?? [];
  return {
    homes: items.filter((unit) => unit.livesThere),
    upcoming: items.filter((unit) => !unit.livesThere),
    // A unit is named only where there are several to tell apart.
    several: items.length > 1,
    ready: !units.isPending,
    // Without the list the form still works, for the first home, as the API chooses it.
    failed: units.isError,
  };
}

export const unitName = (unit: ResidentUnit) => `Unit ${unit.label}, ${unit.propertyName}`;
