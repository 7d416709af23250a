// The median of whole seconds given as {seconds: calls}, interpolating between the middle values as percentile_cont
// does; null without a call.
export function medianOfHistogram(histogram: Record<string, number>): number | null {
  const steps = Object.entries(histogram)
    .map(([seconds, calls]) => [Number(seconds), calls] as const)
    .filter(([, calls]) => calls > 0)
    .sort(([a], [b]) => a - b);
  const total = steps.reduce((sum, [, calls]) => sum + calls, 0);
  if (!total) return null;
  const middle = (total - 1) / 2;
  // The value at a 0-based rank: the first whose running count passes it.
  const at = (rank: number) => {
    let upto = 0;
    for (const [seconds, calls] of steps) if ((upto += calls) > rank) return seconds;
    return steps[steps.length - 1][0];
  };
  const [lo, hi] = [at(Math.floor(middle)), at(Math.ceil(middle))];
  return lo + (hi - lo) * (middle - Math.floor(middle));
}
