"use client";

import type { ReactNode } from "react";
import { useUrlState } from "./use-url-state";

const validDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
// Midnight of a day in the browser's time zone, as the instant the API takes.
const localMidnight = (day: string, addDays = 0) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date + addDays).toISOString();
};

// The `from` and `to` days of the address as an instant range: from's midnight to the midnight after `to`.
export function useDayRange() {
  const { get } = useUrlState();
  const from = get("from");
  const to = get("to");
  return {
    from: validDay(from) ? localMidnight(from) : undefined,
    to: validDay(to) ? localMidnight(to, 1) : undefined,
  };
}

// Two date inputs writing `from` and `to` to the address: days in the browser's time zone unless `zone` names another.
export function DateRangeFilter({
  zone = <span className="text-xs text-slate-600">your time zone</span>,
}: {
  zone?: ReactNode;
}) {
  const { get, set } = useUrlState();
  const from = get("from");
  const to = get("to");
  const input = "rounded-lg border border-slate-300 px-2 py-1.5 text-sm";
  return (
    <>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        From
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          className={input}
        />
      </label>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        To
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          className={input}
        />
      </label>
      {zone}
    </>
  );
}
