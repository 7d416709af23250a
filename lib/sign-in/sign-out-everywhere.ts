import { endSessions } from "../auth/end-sessions";
import { endClerkSessionsJob } from "../clerk/end-clerk-sessions-job";
import { clerkConfigured } from "../config/clerk-settings";
import { db } from "../db/client";
import { enqueueJob } from "../jobs/enqueue-job";

// "Sign out everywhere": every core JWT and dashboard session of the person ends at once, and with Clerk a job ends
// their Clerk sessions too (after the commit, outside it).
export async function signOutEverywhere(userId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await endSessions(userId, tx);
    if (clerkConfigured()) await enqueueJob(tx, endClerkSessionsJob, { userId, before: new Date().toISOString() });
  });
}
