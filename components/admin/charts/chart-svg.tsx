import type { ReactNode } from "react";

// The drawing of every chart: a fixed-size SVG image named by its title, for screen readers and tooltips alike.
export function ChartSvg({
  width,
  height,
  title,
  kind,
  children,
}: {
  width: number;
  height: number;
  title: string;
  kind: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="block"
      role="img"
      aria-label={title}
      data-chart={kind}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}
