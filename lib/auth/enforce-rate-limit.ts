import type { RateLimitState } from "./admin-principal";
import { ApiError } from "../http/error-codes";

// The 429 of a key over its per-minute limit, with the seconds until the window resets.
export const rateLimitExceeded = (limit: number, resetSeconds: number): ApiError =>
  new ApiError("RATE_LIMITED", `Rate limit of ${limit} requests per minute exceeded`, undefined, {
    "retry-after": String(resetSeconds),
  });

// A key over its per-minute limit is refused with 429 and the seconds until the window resets.
export function enforceRateLimit(rateLimit: RateLimitState | null): void {
  if (rateLimit && rateLimit.remaining < 0) throw rateLimitExceeded(rateLimit.limit, rateLimit.resetSeconds);
}
