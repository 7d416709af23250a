export type AxisScale = { max: number; capped: boolean };

// A single spike must not flatten every other bar: when the tallest is over 2.5 times the 90th percentile,
// the axis stops at 1.5 times that percentile and taller bars are cut and labelled with their totals.
export function axisScale(totals: number[]): AxisScale {
  const max = Math.max(1, ...totals);
  const sorted = totals.filter((total) => total > 0).sort((a, b) => a - b);
  if (sorted.length < 5) return { max, capped: false };
  const p90 = sorted[Math.floor(0.9 * (sorted.length - 1))];
  return max > 2.5 * p90 ? { max: Math.max(1, Math.ceil(p90 * 1.5)), capped: true } : { max, capped: false };
}

// The axis' labelled lines: its ends, and its middle when that is a whole count (an odd top would label it 1.5, or
// round it into a repeated tick).
export const gridValues = (max: number): number[] => (max % 2 === 0 ? [0, max / 2, max] : [0, max]);
