import { axisScale, gridValues } from "./axis-scale";
import { ChartSvg } from "./chart-svg";

export type StackedSeries = { key: string; label: string; color: string };
export type StackedPoint = { label: string; values: Record<string, number> };

const HEIGHT = 180;
const PAD = { top: 16, right: 8, bottom: 22, left: 32 };

// Bars per bucket, stacked by series; plain SVG scaled to its container.
export function StackedBarChart({
  points,
  series,
  title,
  width: WIDTH,
}: {
  points: StackedPoint[];
  series: StackedSeries[];
  title: string;
  width: number;
}) {
  const totals = points.map((point) => series.reduce((sum, item) => sum + (point.values[item.key] ?? 0), 0));
  const { max, capped } = axisScale(totals);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = innerWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, step * 0.7);
  const y = (value: number) => PAD.top + innerHeight - (Math.min(value, max) / max) * innerHeight;
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(WIDTH / 56))));
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} title={title} kind="stacked-bars">
      {gridValues(max).map((value) => (
        <g key={value}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke="#e2e8f0" strokeWidth={1} />
          <text x={PAD.left - 4} y={y(value) + 3} textAnchor="end" fontSize={10} fill="#64748b">
            {value}
          </text>
        </g>
      ))}
      {capped ? (
        <text x={WIDTH - PAD.right} y={10} textAnchor="end" fontSize={10} fill="#475569" data-testid="axis-capped">
          {`Axis capped at ${max}; taller bars are cut and labelled with their totals`}
        </text>
      ) : null}
      {points.map((point, index) => {
        let base = 0;
        const over = totals[index] > max;
        const x = PAD.left + index * step + (step - barWidth) / 2;
        return (
          <g key={point.label}>
            {series.map((item) => {
              const value = point.values[item.key] ?? 0;
              if (!value) return null;
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              if (height <= 0) return null;
              return (
                <rect
                  key={item.key}
                  x={x}
                  y={top}
                  width={barWidth}
                  height={height}
                  fill={item.color}
                  data-value={value}
                >
                  <title>{`${point.label}: ${item.label} ${value}`}</title>
                </rect>
              );
            })}
            {over ? (
              <g data-testid="spike">
                <path
                  d={`M${x - 1} ${PAD.top + 9} l${barWidth + 2} -4 M${x - 1} ${PAD.top + 13} l${barWidth + 2} -4`}
                  stroke="#fff"
                  strokeWidth={2}
                />
                <text
                  x={x + barWidth / 2}
                  y={PAD.top - 2}
                  textAnchor="middle"
                  fontSize={10}
                  fontWeight={600}
                  fill="#0f172a"
                >
                  {totals[index]}
                </text>
              </g>
            ) : null}
            {index % labelEvery === 0 &&
            (points.length - 1 - index) * (innerWidth / Math.max(1, points.length)) > 20 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={10} fill="#64748b">
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartSvg>
  );
}
