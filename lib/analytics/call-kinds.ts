import { CALL_OUTCOMES, CALL_STATUSES } from "./analytic-schemas";
import { keyedBy } from "./sum-by-value";
import { eachInteger } from "./read-integers";

type Status = (typeof CALL_STATUSES)[number];
type Outcome = (typeof CALL_OUTCOMES)[number];

// A call rollup row keeps its calls by status and outcome as one array, a place per pair: each status's block of
// places (no outcome, then each outcome), as call_kind in the migration places them; a test holds the two equal.
const OUTCOME_PLACES = ["", ...CALL_OUTCOMES] as const;
export const CALL_KINDS = CALL_STATUSES.flatMap((status) => OUTCOME_PLACES.map((outcome) => ({ status, outcome })));

// The 1-based places of the pairs whose status and outcome a filter keeps (null keeps all).
export function kindPlaces(statuses: readonly string[] | null, outcome: Outcome | null): number[] {
  return CALL_KINDS.flatMap((kind, index) =>
    (!statuses || statuses.includes(kind.status)) && (!outcome || kind.outcome === outcome) ? [index + 1] : [],
  );
}

// An int[] of every place's sum, `sumOf` spelling one place's (always our own SQL).
export const sumsByKind = (sumOf: (place: number) => string) =>
  `ARRAY[${CALL_KINDS.map((_, index) => sumOf(index + 1)).join(", ")}]::int[]`;

// Each place's status and outcome as indexes into CALL_STATUSES and CALL_OUTCOMES (-1: no outcome), so a bucket's
// counts add up in arrays rather than by key: a long report reads thousands of buckets.
const STATUS_AT = CALL_KINDS.map(({ status }) => CALL_STATUSES.indexOf(status));
const OUTCOME_AT = CALL_KINDS.map(({ outcome }) => (outcome ? CALL_OUTCOMES.indexOf(outcome) : -1));

// Calls by status and by outcome, every key in the documented order, from every place's count as "n,n,…".
export function countsByKind(text: string): { byStatus: Record<Status, number>; byOutcome: Record<Outcome, number> } {
  const statuses = new Array<number>(CALL_STATUSES.length).fill(0);
  const outcomes = new Array<number>(CALL_OUTCOMES.length).fill(0);
  eachInteger(text, (count, place) => {
    statuses[STATUS_AT[place]] += count;
    if (OUTCOME_AT[place] >= 0) outcomes[OUTCOME_AT[place]] += count;
  });
  return { byStatus: keyedBy(CALL_STATUSES, statuses), byOutcome: keyedBy(CALL_OUTCOMES, outcomes) };
}
