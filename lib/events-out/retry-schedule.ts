// Deliveries are retried for up to 3 days; an endpoint failing for that long is disabled.
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 10 * 60 * 60 * 1000;

// Exponential backoff (5 s, 10 s, 20 s ... capped at 10 h) with ±20 % jitter so retries of many deliveries spread out.
export function nextRetryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_WAIT_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
