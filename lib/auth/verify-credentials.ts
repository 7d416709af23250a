import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import type { UserWithUnits } from "./serialize-user";
import { hashPassword, verifyPassword } from "./hash-password";
import { loadActiveUser } from "./load-active-user";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

// Compared against when the email is unknown, so both paths cost one scrypt.
let decoyHash: Promise<string> | undefined;

const badCredentials = () => new ApiError("UNAUTHORIZED", "The email or password is not correct");

function lockedError(until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new ApiError("RATE_LIMITED", `Too many failed sign-ins; the account is locked for ${Math.ceil(seconds / 60)} more minute(s)`, undefined, {
    "retry-after": String(seconds),
  });
}

// Counts a failure atomically; the fifth in a row locks the account and restarts the count.
async function recordFailure(userId: string): Promise<Date | null> {
  const [row] = await db().$queryRaw<{ lockedUntil: Date | null }[]>`
    UPDATE users SET
      "failedLoginCount" = CASE WHEN "failedLoginCount" + 1 >= ${MAX_FAILED_LOGINS} THEN 0 ELSE "failedLoginCount" + 1 END,
      "lockedUntil" = CASE WHEN "failedLoginCount" + 1 >= ${MAX_FAILED_LOGINS} THEN now() + make_interval(mins => ${LOCKOUT_MINUTES}) ELSE "lockedUntil" END
    WHERE id = ${userId}
    RETURNING "lockedUntil"`;
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

// Email and password sign-in shared by /registration/login and the legacy SSO, with lockout.
export async function verifyCredentials(email: string, password: string): Promise<UserWithUnits> {
  const found = await db().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, passwordHash: true, lockedUntil: true } });
  if (!found?.passwordHash) {
    decoyHash ??= hashPassword("decoy password");
    await verifyPassword(password, await decoyHash);
    throw badCredentials();
  }
  if (found.lockedUntil && found.lockedUntil > new Date()) throw lockedError(found.lockedUntil);
  if (!(await verifyPassword(password, found.passwordHash))) {
    const lockedUntil = await recordFailure(found.id);
    if (lockedUntil) throw lockedError(lockedUntil);
    throw badCredentials();
  }
  const user = await loadActiveUser({ id: found.id });
  await db().user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
  return user;
}
