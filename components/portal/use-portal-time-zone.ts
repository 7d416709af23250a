"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { browserTimeZone, rangeTimeZone } from "@/lib/admin-client/zoned-day";
import { portalApi } from "@/lib/portal-client/portal-api";

// The clock a resident's passes and calls are read on: their building's zone (from their doors), the one their
// buildings share, else the browser's; the same rule as the dashboard's date ranges.
export function usePortalTimeZone() {
  const doors = useQuery({ queryKey: ["portal", "doors"], queryFn: ({ signal }) => portalApi.doors(signal) });
  const [browser] = useState(browserTimeZone);
  const zones = (doors.data?.items ?? []).map((door) => door.propertyTimezone);
  const timeZone = rangeTimeZone(zones, undefined, browser);
  const source = new Set(zones).size === 1 ? "your building's time zone" : "your browser's time zone";
  return { timeZone, source, ready: !doors.isPending };
}

export type PortalTimeZone = ReturnType<typeof usePortalTimeZone>;
