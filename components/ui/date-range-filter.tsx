"use client";

import { useState, type ReactNode } from "react";
import { browserTimeZone, zonedDayRange } from "@/lib/admin-client/zoned-day";
import { useUrlState } from "./use-url-state";
import { DayInput } from "./day-input";

// The `from` and `to` days of the address as an instant range in a time zone (the browser's unless given): from's
// midnight to the midnight after `to`.
export function useDayRange(timeZone?: string) {
  const { get } = useUrlState();
  const [browser] = useState(browserTimeZone);
  return zonedDayRange(get("from"), get("to"), timeZone ?? browser);
}

// Names the zone beside the date inputs, so a day is never read as another zone's.
export function TimeZoneNote({
  timeZone,
  source,
  testId,
  noun = "Dates",
}: {
  timeZone: string;
  source: string;
  testId?: string;
  noun?: "Dates" | "Times";
}) {
  return (
    <span className="text-xs text-slate-600" data-testid={testId} title={`Days and times in ${source}`}>
      {noun} in {timeZone}
    </span>
  );
}

function BrowserZoneNote() {
  const [browser] = useState(browserTimeZone);
  return <TimeZoneNote timeZone={browser} source="your browser's time zone" />;
}

// Two date inputs writing `from` and `to` to the address: days in the browser's time zone unless `zone` names another.
export function DateRangeFilter({ zone = <BrowserZoneNote /> }: { zone?: ReactNode }) {
  const { get, set } = useUrlState();
  const from = get("from");
  const to = get("to");
  const input = "rounded-lg border border-slate-300 px-2 py-1.5 text-sm";
  return (
    <>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        From
        <DayInput value={from} max={to || undefined} onDay={(day) => set({ from: day })} className={input} />
      </label>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        To
        <DayInput value={to} min={from || undefined} onDay={(day) => set({ to: day })} className={input} />
      </label>
      {zone}
    </>
  );
}
