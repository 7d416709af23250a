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

// Where the last integerFrom stopped.
let next = 0;

// The integer written at `at` (an optional minus, then digits), read without slicing the text.
function integerFrom(text: string, at: number): number {
  const negative = text.charCodeAt(at) === 45;
  let i = negative ? at + 1 : at;
  let value = 0;
  for (let code = text.charCodeAt(i); code >= 48 && code <= 57; code = text.charCodeAt(++i))
    value = value * 10 + code - 48;
  next = i;
  return negative ? -value : value;
}

// Adds the answer-time rollup rows of one bucket as its statement spells them (build-measures.ts): rows joined by "|",
// each "sign;seconds;calls" with the two lists comma-separated and in step. Read in place: a long report has
// hundreds of thousands of these numbers.
export function addHistogramText(text: string, into: Record<string, number>): void {
  let at = 0;
  while (at < text.length) {
    const weight = integerFrom(text, at);
    let seconds = next + 1;
    let calls = text.indexOf(";", seconds) + 1;
    for (;;) {
      const second = integerFrom(text, seconds);
      seconds = next + 1;
      into[second] = (into[second] ?? 0) + weight * integerFrom(text, calls);
      calls = next + 1;
      if (text.charCodeAt(next) !== 44) break;
    }
    at = calls;
  }
}
