"use client";

import { useId } from "react";
import type { DeviceStatusPeriod } from "@/lib/admin-client/admin-types";
import { formatDateTime, formatSpan } from "@/components/ui/format";
import { PERIOD_LOOK, PERIOD_ORDER, type PeriodStatus } from "./status-vocabulary";
import { ChartSvg } from "../charts/chart-svg";

const HEIGHT = 64;
const BAR = { top: 6, height: 30 };
const PAD_X = 2;

// Fills for every status: a plain colour, or the colour with white stripes, dots or a cross-hatch.
function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {PERIOD_ORDER.map((status) => {
        const { color, pattern } = PERIOD_LOOK[status];
        return (
          <pattern key={status} id={`${prefix}-${status}`} width={6} height={6} patternUnits="userSpaceOnUse">
            <rect width={6} height={6} fill={color} />
            {pattern === "stripes" ? (
              <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="#fff" strokeWidth={1.5} />
            ) : null}
            {pattern === "dots" ? <circle cx={3} cy={3} r={1.2} fill="#fff" /> : null}
            {pattern === "cross" ? <path d="M0,0 l6,6 M6,0 l-6,6" stroke="#fff" strokeWidth={1} /> : null}
          </pattern>
        );
      })}
    </defs>
  );
}

export const describePeriod = (period: DeviceStatusPeriod) =>
  `${PERIOD_LOOK[period.status].label} from ${formatDateTime(period.from)} to ${formatDateTime(period.to)} (${formatSpan(
    (Date.parse(period.to) - Date.parse(period.from)) / 1000,
  )})`;

// A legend mark drawn with the chart's own fill.
export function StatusSwatch({ status }: { status: PeriodStatus }) {
  const prefix = useId().replace(/:/g, "");
  return (
    <svg width={12} height={12} aria-hidden className="shrink-0 rounded-sm">
      <PatternDefs prefix={prefix} />
      <rect width={12} height={12} fill={`url(#${prefix}-${status})`} stroke="#94a3b8" strokeWidth={0.5} />
    </svg>
  );
}

// One band over [from, to): a block per period, each with its status, times and length as a tooltip.
export function StatusTimeline({
  periods,
  from,
  to,
  width,
  title,
  tickLabel,
}: {
  periods: DeviceStatusPeriod[];
  from: string;
  to: string;
  width: number;
  title: string;
  tickLabel: (at: Date) => string;
}) {
  const prefix = useId().replace(/:/g, "");
  const start = Date.parse(from);
  const span = Math.max(1, Date.parse(to) - start);
  const inner = width - 2 * PAD_X;
  const x = (iso: string) => PAD_X + ((Date.parse(iso) - start) / span) * inner;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({ fraction, at: new Date(start + fraction * span) }));
  return (
    <ChartSvg width={width} height={HEIGHT} title={title} kind="status-timeline">
      <PatternDefs prefix={prefix} />
      <rect x={PAD_X} y={BAR.top} width={inner} height={BAR.height} fill="#f8fafc" stroke="#e2e8f0" />
      {periods.map((period) => (
        <rect
          key={period.from}
          x={x(period.from)}
          y={BAR.top}
          width={Math.max(0.75, x(period.to) - x(period.from))}
          height={BAR.height}
          fill={`url(#${prefix}-${period.status})`}
          data-status={period.status}
        >
          <title>{describePeriod(period)}</title>
        </rect>
      ))}
      {ticks.map(({ fraction, at }) => (
        <g key={fraction}>
          <line
            x1={PAD_X + fraction * inner}
            x2={PAD_X + fraction * inner}
            y1={BAR.top + BAR.height}
            y2={BAR.top + BAR.height + 4}
            stroke="#94a3b8"
          />
          <text
            x={PAD_X + fraction * inner}
            y={HEIGHT - 8}
            textAnchor={fraction === 0 ? "start" : fraction === 1 ? "end" : "middle"}
            fontSize={10}
            fill="#475569"
          >
            {tickLabel(at)}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}

export const TIMELINE_HEIGHT = HEIGHT;
