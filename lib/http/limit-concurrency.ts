import { ApiError } from "./error-codes";

export type ConcurrencyLimit = { running: number; waiting: Array<() => void> };

// Runs `work` when fewer than `limit` run; up to `queue` callers wait their turn, any more are refused at once
// (503 with Retry-After), so a flood queues no unbounded work.
export async function withinLimit<T>(
  state: ConcurrencyLimit,
  limit: number,
  queue: number,
  work: () => Promise<T>,
  busy = "The server is busy; try again shortly",
): Promise<T> {
  if (state.running >= limit) {
    if (state.waiting.length >= queue) {
      throw new ApiError("SERVICE_UNAVAILABLE", busy, undefined, { "retry-after": "1" });
    }
    await new Promise<void>((resolve) => state.waiting.push(resolve));
  } else {
    state.running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below the work in flight.
    const next = state.waiting.shift();
    if (next) next();
    else state.running--;
  }
}
