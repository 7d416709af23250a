import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";

export const KEYPAD_MAX_WRONG = 5;
export const KEYPAD_WINDOW_SECONDS = 60;
export const KEYPAD_FIRST_LOCK_SECONDS = 60;
export const KEYPAD_MAX_LOCK_SECONDS = 60 * 60;
// A lock that ends this long before the next one starts the doubling afresh.
const CALM_SECONDS = 10 * 60;

export const KEYPAD_LOCKED_REASON = "keypad locked after repeated wrong codes";

// Seconds until the door's keypad accepts codes again, or null when it does now.
export async function keypadLockedFor(deviceId: string): Promise<number | null> {
  const row = await db().keypadThrottle.findUnique({ where: { deviceId }, select: { lockedUntil: true } });
  if (!row?.lockedUntil || row.lockedUntil <= new Date()) return null;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
}

// Counts one wrong code in one statement; the fifth within a minute locks the keypad, each lock in a row
// twice as long as the one before. Returns the new lock's length in seconds, or null.
export async function recordWrongCode(tx: Prisma.TransactionClient, deviceId: string): Promise<number | null> {
  await tx.$executeRaw`INSERT INTO keypad_throttles ("deviceId") VALUES (${deviceId}) ON CONFLICT ("deviceId") DO NOTHING`;
  const [row] = await tx.$queryRaw<{ lockSeconds: number | null }[]>`
    WITH current AS (
      SELECT *, "windowStartAt" < now() - make_interval(secs => ${KEYPAD_WINDOW_SECONDS}) AS stale,
             "lockedUntil" IS NOT NULL AND "lockedUntil" > now() - make_interval(secs => ${CALM_SECONDS}) AS recent
      FROM keypad_throttles WHERE "deviceId" = ${deviceId} FOR UPDATE
    ),
    counted AS (
      SELECT CASE WHEN stale THEN 1 ELSE failures + 1 END AS failures, stale, recent, "lockLevel" FROM current
    ),
    next AS (
      SELECT failures >= ${KEYPAD_MAX_WRONG} AS locks, CASE WHEN recent THEN "lockLevel" + 1 ELSE 0 END AS level, failures, stale FROM counted
    )
    UPDATE keypad_throttles t SET
      failures = CASE WHEN next.locks THEN 0 ELSE next.failures END,
      "windowStartAt" = CASE WHEN next.stale OR next.locks THEN now() ELSE t."windowStartAt" END,
      "lockLevel" = CASE WHEN next.locks THEN next.level ELSE t."lockLevel" END,
      "lockedUntil" = CASE WHEN next.locks
        THEN now() + make_interval(secs => least(${KEYPAD_MAX_LOCK_SECONDS}, ${KEYPAD_FIRST_LOCK_SECONDS} * power(2, least(next.level, 12))))
        ELSE t."lockedUntil" END
    FROM next WHERE t."deviceId" = ${deviceId}
    RETURNING CASE WHEN next.locks THEN least(${KEYPAD_MAX_LOCK_SECONDS}, ${KEYPAD_FIRST_LOCK_SECONDS} * power(2, least(next.level, 12)))::int END AS "lockSeconds"`;
  return row?.lockSeconds ?? null;
}
