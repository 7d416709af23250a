import { integerAt, reading } from "./read-integers";

// Seconds below this are counted in an array indexed by the second; any other (an hour or more, or below 0) in a map.
const DENSE_SECONDS = 3600;
const ascending = (a: number, b: number) => a - b;

// Calls per whole second to answer. An array rather than an object keyed by second: a long report adds hundreds of
// thousands of counts and takes thousands of medians, and the array's seconds need no sorting (docs/architecture.md,
// "Scale").
export class AnswerHistogram {
  private readonly dense: number[] = [];
  private readonly sparse = new Map<number, number>();

  add(second: number, calls: number): void {
    if (second >= 0 && second < DENSE_SECONDS) {
      while (this.dense.length <= second) this.dense.push(0);
      this.dense[second] += calls;
    } else this.sparse.set(second, (this.sparse.get(second) ?? 0) + calls);
  }

  addHistogram(other: AnswerHistogram): void {
    for (let second = 0; second < other.dense.length; second++)
      if (other.dense[second] !== 0) this.add(second, other.dense[second]);
    for (const [second, calls] of other.sparse) this.add(second, calls);
  }

  // The median, interpolating between the middle values as percentile_cont does; null without a call. A second whose
  // calls sum to 0 or below counts for nothing.
  median(): number | null {
    // The map's seconds in order, once for the three walks.
    const sparse = this.sparse;
    const others = sparse.size ? [...sparse.keys()].filter((second) => sparse.get(second)! > 0).sort(ascending) : [];
    let total = 0;
    this.walk(others, (_, calls) => ((total += calls), false));
    if (!total) return null;
    // The second at a 0-based rank of the calls in order: the first whose running count passes it.
    const valueAt = (rank: number) => {
      let [upto, found] = [0, 0];
      this.walk(others, (second, calls) => ((found = second), (upto += calls) > rank));
      return found;
    };
    const middle = (total - 1) / 2;
    const [lo, hi] = [valueAt(Math.floor(middle)), valueAt(Math.ceil(middle))];
    return lo + (hi - lo) * (middle - Math.floor(middle));
  }

  // Each second with calls above 0 in ascending order, the map's (`others`, sorted) around the array's, until `visit`
  // answers true.
  private walk(others: number[], visit: (second: number, calls: number) => boolean): void {
    let next = 0;
    for (; next < others.length && others[next] < 0; next++)
      if (visit(others[next], this.sparse.get(others[next])!)) return;
    for (let second = 0; second < this.dense.length; second++)
      if (this.dense[second] > 0 && visit(second, this.dense[second])) return;
    for (; next < others.length; next++) if (visit(others[next], this.sparse.get(others[next])!)) return;
  }
}

// Adds the answer-time rollup rows of one bucket as its statement spells them (build-measures.ts): rows joined by "|",
// each "sign;seconds;calls" with the two lists comma-separated and in step. Read in place: a long report has
// hundreds of thousands of these numbers.
export function addHistogramText(text: string, into: AnswerHistogram): void {
  let at = 0;
  while (at < text.length) {
    const weight = integerAt(text, at);
    let seconds = reading.end + 1;
    let calls = text.indexOf(";", seconds) + 1;
    for (;;) {
      const second = integerAt(text, seconds);
      seconds = reading.end + 1;
      into.add(second, weight * integerAt(text, calls));
      calls = reading.end + 1;
      if (text.charCodeAt(reading.end) !== 44) break;
    }
    at = calls;
  }
}
