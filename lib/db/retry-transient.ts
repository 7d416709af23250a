import { Prisma } from "./generated/client";
import { isDatabaseUnavailable, sqlState } from "../http/to-error-response";

// Serialization failure, deadlock, lock wait and statement timeouts: the same work may succeed a moment later.
const TRANSIENT_STATES = ["40001", "40P01", "55P03", "57014"];
// Prisma's write conflict or deadlock, and its interactive transaction timing out or failing to start.
const TRANSIENT_CODES = ["P2034", "P2028"];

export function isTransientDatabaseError(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && TRANSIENT_CODES.includes(error.code)) return true;
  return TRANSIENT_STATES.includes(sqlState(error)) || isDatabaseUnavailable(error);
}

export const TRANSIENT_RETRY_DELAYS_MS = [100, 250, 500];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Runs `work` again after a short pause while it fails transiently, at most once per delay; other errors and the
// last failure are thrown. `work` must be safe to repeat (its failed attempts rolled back or idempotent).
export async function retryTransient<T>(
  work: () => Promise<T>,
  { delaysMs = TRANSIENT_RETRY_DELAYS_MS, onRetry }: { delaysMs?: number[]; onRetry?: (error: unknown) => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= delaysMs.length || !isTransientDatabaseError(error)) throw error;
      onRetry?.(error);
      await pause(delaysMs[attempt]);
    }
  }
}
