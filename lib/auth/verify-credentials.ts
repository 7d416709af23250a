import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import type { UserWithUnits } from "./serialize-user";
import { hashPassword, verifyPassword } from "./hash-password";
import { loadActiveUser } from "./load-active-user";
import {
  countCredentialAttempt,
  failureAnswer,
  releaseFailure,
  reserveFailure,
  takeBack,
  type FailureReservation,
} from "./throttle-sign-in";

// Compared against when the email is unknown, so both paths cost one scrypt.
let decoyHash: Promise<string> | undefined;

const badCredentials = () => new ApiError("UNAUTHORIZED", "The email or password is not correct");

// The password check; when the server is too busy to run it, the attempt is not held against the client.
async function passwordMatches(reservation: FailureReservation, password: string, stored: string): Promise<boolean> {
  try {
    return await verifyPassword(password, stored);
  } catch (error) {
    await takeBack(reservation.email, reservation.client);
    throw error;
  }
}

// Email and password sign-in shared by /registration/login and the legacy SSO, throttled per client address: the
// attempt counts against the client's per-minute budget, then as a failure until the password proves right.
export async function verifyCredentials(email: string, password: string, client: string): Promise<UserWithUnits> {
  await countCredentialAttempt(client);
  const reservation = await reserveFailure(email, client);
  const found = await db().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, passwordHash: true },
  });
  if (!found?.passwordHash) {
    decoyHash ??= hashPassword("decoy password").catch((error) => {
      decoyHash = undefined;
      throw error;
    });
    await passwordMatches(reservation, password, await decoyHash);
    throw failureAnswer(reservation, badCredentials());
  }
  if (!(await passwordMatches(reservation, password, found.passwordHash)))
    throw failureAnswer(reservation, badCredentials());
  await releaseFailure(reservation);
  return loadActiveUser({ id: found.id });
}
