import type { RateLimitState } from "./admin-principal";
import { ApiError } from "../http/error-codes";

// A key over its per-minute limit is refused with 429 and the seconds until the window resets.
export function enforceRateLimit(rateLimit: RateLimitState | null): void {
  if (rateLimit && rateLimit.remaining < 0) {
    throw new ApiError("RATE_LIMITED", `Rate limit of ${rateLimit.limit} requests per minute exceeded`, undefined, {
      "retry-after": String(rateLimit.resetSeconds),
    });
  }
}
