import { createHash } from "node:crypto";
import type { ApiError } from "../http/error-codes";
import { enforceRateLimit, rateLimitExceeded } from "./enforce-rate-limit";
import { countInBuckets, countRequest, clearBucket } from "./rate-limit-buckets";
import { rememberedRefusal, rememberRefusal } from "./refusal-memory";
import { attemptKey, clientFailureKey, locked } from "./sign-in-refusals";
import { signInLimits } from "./sign-in-limits";

// Emails are kept out of the table: an account's keys carry a hash of its normalized email.
const accountId = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

const keys = (email: string, client: string) => ({
  pair: `sign_in_fail:${accountId(email)}:${client}`,
  client: clientFailureKey(client),
  account: `sign_in_fail_account:${accountId(email)}`,
});

// Every credential endpoint counts its callers per client address and minute: a burst answers 429 with Retry-After.
export async function countCredentialAttempt(client: string): Promise<void> {
  const { attemptsPerMinute } = signInLimits();
  const key = attemptKey(client);
  const known = rememberedRefusal(key);
  if (known) throw rateLimitExceeded(attemptsPerMinute, known);
  const state = await countRequest(key, attemptsPerMinute, 60);
  if (state.remaining < 0) rememberRefusal(key, state.resetSeconds);
  enforceRateLimit(state);
}

export type FailureReservation = { email: string; client: string; failuresHere: number; resetSeconds: number };

// Counts this attempt as a failure before the password is checked (so concurrent guesses cannot overtake the count) and
// refuses a client over its limits: its failures on this account, its failures on any account, or, once the account
// is under attack from many clients, any failure of its own on it. A client that never failed on the account passes.
export async function reserveFailure(email: string, client: string): Promise<FailureReservation> {
  const limits = signInLimits();
  const key = keys(email, client);
  const known = rememberedRefusal(key.pair, key.client);
  if (known) throw locked(known);
  const counts = await countInBuckets([key.pair, key.client, key.account], limits.failureWindowSeconds);
  const count = (name: string) => counts.find((bucket) => bucket.key === name)?.count ?? 0;
  const resetSeconds = counts[0]?.resetSeconds ?? limits.failureWindowSeconds;
  const previousHere = count(key.pair) - 1;
  const clientRefused = count(key.client) - 1 >= limits.failuresPerClient;
  const pairRefused =
    previousHere >= limits.failuresPerAccountAndClient ||
    (previousHere > 0 && count(key.account) - 1 >= limits.failuresPerAccount);
  if (clientRefused || pairRefused) {
    rememberRefusal(clientRefused ? key.client : key.pair, resetSeconds);
    // A refused attempt is no guess: taken back, so one client's flood cannot raise the account's count.
    await takeBack(email, client);
    throw locked(resetSeconds);
  }
  return { email, client, failuresHere: count(key.pair), resetSeconds };
}

// An attempt that proved nothing (refused, or the server too busy to check) no longer counts as a failure.
export async function takeBack(email: string, client: string): Promise<void> {
  const key = keys(email, client);
  await countInBuckets([key.pair, key.client, key.account], signInLimits().failureWindowSeconds, -1);
}

// After a wrong password: the failure that reaches this client's limit on the account answers 429 already.
export function failureAnswer(reservation: FailureReservation, wrong: ApiError): ApiError {
  if (reservation.failuresHere < signInLimits().failuresPerAccountAndClient) return wrong;
  rememberRefusal(keys(reservation.email, reservation.client).pair, reservation.resetSeconds);
  return locked(reservation.resetSeconds);
}

// The right password: this client's failures on the account are forgotten and the reserved one is taken back.
export async function releaseFailure({ email, client }: FailureReservation): Promise<void> {
  const { failureWindowSeconds } = signInLimits();
  const key = keys(email, client);
  await clearBucket(key.pair, failureWindowSeconds);
  await countInBuckets([key.client, key.account], failureWindowSeconds, -1);
}
