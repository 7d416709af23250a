// Refusals PostgreSQL decided, kept in this process until their window ends, so a client already refused costs no
// database round trip. PostgreSQL stays the truth across instances; this only answers within a refusal's own expiry.
// One map per process (on globalThis), shared by every route bundle and the server's entry (answer-known-refusals.ts).
type RefusedUntil = Map<string, number>;
const globalForRefusals = globalThis as unknown as { gatehouseRefusedUntil?: RefusedUntil };

const refusedUntil = (): RefusedUntil => (globalForRefusals.gatehouseRefusedUntil ??= new Map());

// Whether any refusal is remembered at all: the server's entry skips every other check when none is.
export const remembersRefusals = (): boolean => refusedUntil().size > 0;

// The seconds left of the first of these keys' remembered refusals, or null.
export function rememberedRefusal(...keys: string[]): number | null {
  const memory = refusedUntil();
  for (const key of keys) {
    const until = memory.get(key);
    if (until === undefined) continue;
    if (until > Date.now()) return Math.max(1, Math.ceil((until - Date.now()) / 1000));
    memory.delete(key);
  }
  return null;
}

export function rememberRefusal(key: string, seconds: number): void {
  const memory = refusedUntil();
  if (memory.size >= 10_000) memory.clear();
  memory.set(key, Date.now() + seconds * 1000);
}
