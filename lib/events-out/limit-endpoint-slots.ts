import type { PostResult } from "./post-webhook";

// Slots of the fast lane one endpoint may hold at once in this process; the lane has 10 for every tenant.
const SLOTS_PER_ENDPOINT = 3;
// An attempt in flight this long marks its endpoint as slow: its other deliveries stop waiting for a slot.
export const SLOW_AFTER_MS = 1_500;
// How long an endpoint whose attempt failed slowly (a timeout) keeps its deliveries in the slow lane here.
const REMEMBER_SLOW_MS = 60_000;

type Pace = { started: number[]; waiting: Set<() => void>; slowUntil: number };

const paces = new Map<string, Pace>();

const paceOf = (endpointId: string): Pace => {
  let pace = paces.get(endpointId);
  if (!pace) paces.set(endpointId, (pace = { started: [], waiting: new Set(), slowUntil: 0 }));
  return pace;
};

// Remembers how an attempt went, so a slow endpoint's next deliveries skip the fast lane and a quick answer brings
// them back.
export function noteEndpointPace(endpointId: string, result: PostResult, now = Date.now()): void {
  const pace = paceOf(endpointId);
  const answered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (!answered && result.durationMs >= SLOW_AFTER_MS) pace.slowUntil = now + REMEMBER_SLOW_MS;
  else if (answered && result.durationMs < SLOW_AFTER_MS) pace.slowUntil = 0;
  if (!pace.started.length && !pace.waiting.size && pace.slowUntil <= now) paces.delete(endpointId);
}

export type EndpointSlot = { release: (result: PostResult) => void };

// A slot of the fast lane for one attempt to this endpoint, or null when the endpoint is slow: its slots are full
// and the oldest attempt in them has run past SLOW_AFTER_MS, or it failed slowly a moment ago. A healthy endpoint's
// attempts wait briefly for one of its slots instead, so one endpoint can still use the whole lane's throughput.
export async function takeEndpointSlot(endpointId: string): Promise<EndpointSlot | null> {
  for (;;) {
    // Looked up each time: a woken attempt may find its endpoint's entry dropped meanwhile.
    const pace = paceOf(endpointId);
    const now = Date.now();
    if (pace.slowUntil > now) return null;
    if (pace.started.length < SLOTS_PER_ENDPOINT) {
      pace.started.push(now);
      return {
        release: (result) => {
          pace.started.splice(pace.started.indexOf(now), 1);
          noteEndpointPace(endpointId, result);
          // One waiter takes the freed slot; the others wake at their own time, by then past SLOW_AFTER_MS or not.
          pace.waiting.values().next().value?.();
        },
      };
    }
    const slowAt = Math.min(...pace.started) + SLOW_AFTER_MS;
    if (slowAt <= now) return null;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        pace.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, slowAt - now);
      pace.waiting.add(wake);
    });
  }
}
