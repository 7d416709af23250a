// A failure a stand-in gives instead of its usual answer: an HTTP status (with a provider reason and Retry-After),
// or the connection dropped before any answer.
export type Fault = "drop" | { status: number; reason?: string; retryAfter?: string };

// Faults queued per target (a subscription path, a token, a phone number), used in order, and how many requests
// each target received in all, answered or not.
export function scriptedFaults() {
  const queued = new Map<string, Fault[]>();
  const tries = new Map<string, number>();
  return {
    failNext(target: string, ...faults: Fault[]) {
      queued.set(target, [...(queued.get(target) ?? []), ...faults]);
    },
    // Counts a request to the target and answers the fault it must get, if any.
    take(target: string): Fault | undefined {
      tries.set(target, (tries.get(target) ?? 0) + 1);
      return queued.get(target)?.shift();
    },
    tries: (target: string) => tries.get(target) ?? 0,
  };
}
