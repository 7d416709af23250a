// The nearest-rank percentile (p from 0 to 100) of the values, in any order; 0 when there are none.
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

// The middle value, or the mean of the two middle ones.
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The same rounded to a whole number, as the bench prints its figures.
export const roundedPercentile = (values: number[], p: number) => Math.round(percentile(values, p));
