import type { ReactNode } from "react";

export type LegendItem = { label: string; color: string };

export const CHART_HEIGHT = 180;

// A fixed-height frame, so a chart takes its space before its data arrives.
export function ChartFrame({
  children,
  legend,
  summary,
}: {
  children: ReactNode;
  legend?: LegendItem[];
  summary?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 p-4">
      {summary ? <div className="h-8 text-2xl font-bold tracking-tight text-slate-900">{summary}</div> : null}
      <div style={{ height: CHART_HEIGHT }} className="w-full">
        {children}
      </div>
      {legend ? (
        <ul className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {legend.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-sm" style={{ background: item.color }} aria-hidden />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
