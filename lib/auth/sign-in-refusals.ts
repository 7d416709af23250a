import { ApiError } from "../http/error-codes";
import { rateLimitExceeded } from "./enforce-rate-limit";
import { rememberedRefusal } from "./refusal-memory";
import { signInLimits } from "./sign-in-limits";

// The bucket keys that hold a client's attempts and its failures on any account (rate_limit_buckets).
export const attemptKey = (client: string) => `sign_in_attempt:${client}`;
export const clientFailureKey = (client: string) => `sign_in_fail_client:${client}`;

// The 429 of a client over its failure limits, with the seconds left in the failure window.
export function locked(resetSeconds: number): ApiError {
  return new ApiError(
    "RATE_LIMITED",
    `Too many failed sign-ins from this address; try again in ${Math.ceil(resetSeconds / 60)} minute(s)`,
    undefined,
    { "retry-after": String(resetSeconds) },
  );
}

// A client with as many credential requests in progress as SIGN_IN_CONCURRENCY_PER_CLIENT is answered this at the entry.
export const tooManyInProgress = (): ApiError =>
  new ApiError("RATE_LIMITED", "Too many sign-ins in progress from this address; try again shortly", undefined, {
    "retry-after": "1",
  });

// The refusal this process already knows for a client before its request is read: its per-minute budget is spent or,
// on the password sign-in, its failures on any account are over the limit. The same answer the route would give.
export function knownClientRefusal(client: string, passwordSignIn: boolean): ApiError | null {
  const attempts = rememberedRefusal(attemptKey(client));
  if (attempts) return rateLimitExceeded(signInLimits().attemptsPerMinute, attempts);
  const failures = passwordSignIn ? rememberedRefusal(clientFailureKey(client)) : null;
  return failures ? locked(failures) : null;
}
