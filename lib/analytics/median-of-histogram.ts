// The median of whole seconds given as {seconds: calls}, interpolating between the middle values as percentile_cont
// does; null without a call.
export function medianOfHistogram(histogram: Record<string, number>): number | null {
  const seconds: number[] = [];
  let total = 0;
  for (const key in histogram)
    if (histogram[key] > 0) {
      seconds.push(Number(key));
      total += histogram[key];
    }
  if (!total) return null;
  seconds.sort((a, b) => a - b);
  const middle = (total - 1) / 2;
  // The value at a 0-based rank: the first whose running count passes it.
  const at = (rank: number) => {
    let upto = 0;
    for (const value of seconds) if ((upto += histogram[value]) > rank) return value;
    return seconds[seconds.length - 1];
  };
  const [lo, hi] = [at(Math.floor(middle)), at(Math.ceil(middle))];
  return lo + (hi - lo) * (middle - Math.floor(middle));
}
