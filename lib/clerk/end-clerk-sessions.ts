import { assertOutsideTransaction } from "../db/transaction-scope";
import { clerkBackend } from "./clerk-backend";

// Sign out everywhere reaches Clerk: every active session of the Clerk users with the person's email is revoked there,
// so no browser gets a fresh session token from them again. A token already issued lives until it expires (Clerk's
// default is 60 s): tokens are verified without asking Clerk.
// Sessions started after `before` (the click) are signed-in again since, and stay.
export async function endClerkSessions(email: string, before: Date): Promise<number> {
  assertOutsideTransaction("Ending Clerk sessions");
  const clerk = clerkBackend();
  const { data: users } = await clerk.users.getUserList({ emailAddress: [email] });
  let revoked = 0;
  for (const user of users) {
    const { data: sessions } = await clerk.sessions.getSessionList({ userId: user.id, status: "active", limit: 500 });
    for (const session of sessions) {
      if (session.createdAt > before.getTime()) continue;
      await clerk.sessions.revokeSession(session.id);
      revoked++;
    }
  }
  return revoked;
}
