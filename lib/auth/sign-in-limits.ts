import { availableParallelism } from "node:os";
import { config } from "../config/read-config";

// The sign-in throttles' settings with their defaults (README, Configuration).
export function signInLimits() {
  const settings = config();
  return {
    attemptsPerMinute: settings.SIGN_IN_ATTEMPTS_PER_MINUTE ?? 20,
    failureWindowSeconds: (settings.SIGN_IN_FAILURE_WINDOW_MINUTES ?? 15) * 60,
    failuresPerAccountAndClient: settings.SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT ?? 5,
    failuresPerClient: settings.SIGN_IN_FAILURES_PER_CLIENT ?? 30,
    failuresPerAccount: settings.SIGN_IN_FAILURES_PER_ACCOUNT ?? 20,
    concurrencyPerClient: settings.SIGN_IN_CONCURRENCY_PER_CLIENT ?? 4,
    // A refused client waits this long for each 429, so a flood's rate is its connections per second, not the CPU's.
    refusalDelayMs: settings.SIGN_IN_REFUSAL_DELAY_MS ?? 1000,
    // One core is left to everything else: a burst of sign-ins never takes all of them.
    hashConcurrency: settings.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
    hashQueue: settings.PASSWORD_HASH_QUEUE ?? 16,
  };
}
