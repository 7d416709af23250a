"use client";

import { useState } from "react";
import { browserTimeZone, rangeTimeZone } from "@/lib/admin-client/zoned-day";
import { TimeZoneNote as ZoneNote } from "@/components/ui/date-range-filter";
import { usePropertyOptions } from "./use-property-options";

export type RangeTimeZone = ReturnType<typeof useRangeTimeZone>;

// The zone a page's From and To days are counted in: the chosen property's, the one all properties share, else the browser's.
export function useRangeTimeZone(propertyId: string) {
  const { properties, loading, nameOf, options } = usePropertyOptions();
  const [browser] = useState(browserTimeZone);
  const chosen = properties.find((property) => property.id === propertyId);
  const zones = new Set(properties.map((property) => property.timezone));
  const timeZone = rangeTimeZone([...zones], chosen?.timezone, browser);
  const source = chosen
    ? `${chosen.name}'s time zone`
    : zones.size === 1
      ? "the properties' time zone"
      : "your browser's time zone";
  return { timeZone, source, ready: !loading, nameOf, options };
}

// Names the zone beside the date inputs, so a day is never read as another zone's.
export function TimeZoneNote({ zone, testId }: { zone: RangeTimeZone; testId: string }) {
  return <ZoneNote timeZone={zone.timeZone} source={zone.source} testId={testId} />;
}
