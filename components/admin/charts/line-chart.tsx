import { ChartSvg } from "./chart-svg";

// `of`: how many the share is of (calls in the bucket); its dot grows with it, so a share of one call reads as slight.
export type LinePoint = { label: string; value: number | null; of?: number };

const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 36 };

// A share (0..1) over time; buckets without data leave a gap rather than a false zero.
export function LineChart({
  points,
  title,
  color = "#4f46e5",
  width: WIDTH,
}: {
  points: LinePoint[];
  title: string;
  color?: string;
  width: number;
}) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length > 1 ? innerWidth / (points.length - 1) : 0;
  const x = (index: number) => PAD.left + index * step;
  const y = (value: number) => PAD.top + innerHeight - value * innerHeight;
  const segments: string[] = [];
  let current = "";
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = "";
      return;
    }
    current += `${current ? "L" : "M"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(WIDTH / 56))));
  const most = Math.max(1, ...points.map((point) => point.of ?? 1));
  const radius = (point: LinePoint) => (point.of === undefined ? 2.5 : 1.5 + 3.5 * Math.sqrt(point.of / most));
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} title={title} kind="line">
      {[0, 0.5, 1].map((fraction) => (
        <g key={fraction}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(fraction)}
            y2={y(fraction)}
            stroke="#e2e8f0"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 4}
            y={y(fraction) + 3}
            textAnchor="end"
            fontSize={10}
            fill="#64748b"
          >{`${fraction * 100}%`}</text>
        </g>
      ))}
      {segments.map((path) => (
        <path key={path} d={path} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
      ))}
      {points.map((point, index) =>
        point.value === null ? null : (
          <circle
            key={point.label}
            cx={x(index)}
            cy={y(point.value)}
            r={radius(point)}
            fill={color}
            data-value={point.value}
            data-of={point.of}
          >
            <title>{`${point.label}: ${Math.round(point.value * 100)}%${
              point.of === undefined ? "" : ` of ${point.of} ${point.of === 1 ? "call" : "calls"}`
            }`}</title>
          </circle>
        ),
      )}
      {points.map((point, index) =>
        index % labelEvery === 0 && x(index) < WIDTH - 24 ? (
          <text
            key={`label-${point.label}`}
            x={x(index)}
            y={HEIGHT - 6}
            textAnchor="middle"
            fontSize={10}
            fill="#64748b"
          >
            {point.label}
          </text>
        ) : null,
      )}
    </ChartSvg>
  );
}
