import { integerAt, reading } from "./read-integers";

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
  const [lo, hi] = [valueAt(seconds, histogram, Math.floor(middle)), valueAt(seconds, histogram, Math.ceil(middle))];
  return lo + (hi - lo) * (middle - Math.floor(middle));
}

// The value at a 0-based rank of sorted values counted by a histogram: the first whose running count passes it.
function valueAt(sorted: number[], histogram: Record<string, number>, rank: number): number {
  let upto = 0;
  for (const value of sorted) if ((upto += histogram[value]) > rank) return value;
  return sorted[sorted.length - 1];
}

// Adds the answer-time rollup rows of one bucket as its statement spells them (build-measures.ts): rows joined by "|",
// each "sign;seconds;calls" with the two lists comma-separated and in step. Read in place: a long report has
// hundreds of thousands of these numbers.
export function addHistogramText(text: string, into: Record<string, number>): void {
  let at = 0;
  while (at < text.length) {
    const weight = integerAt(text, at);
    let seconds = reading.end + 1;
    let calls = text.indexOf(";", seconds) + 1;
    for (;;) {
      const second = integerAt(text, seconds);
      seconds = reading.end + 1;
      into[second] = (into[second] ?? 0) + weight * integerAt(text, calls);
      calls = reading.end + 1;
      if (text.charCodeAt(reading.end) !== 44) break;
    }
    at = calls;
  }
}
