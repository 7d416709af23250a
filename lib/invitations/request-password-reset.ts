import { z } from "zod";
import { db } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { queueUserToken } from "./queue-user-token";

// A job key stays taken while its job waits, runs or has failed for good, so the key holds the minute: repeats within
// it are queued once, and a job that failed for good blocks later requests for a minute at most.
const resetKey = (email: string, now: Date) => `password-reset:${email}:${Math.floor(now.getTime() / 60_000)}`;

// The lookup happens in the job, so the request does the same work and answers the same whether or not the email is known.
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  await enqueueJob(db(), passwordResetJob, { email }, { jobKey: resetKey(email, now) });
}

// Makes the link and queues its mail (users.send-link, keyed by the link) in one transaction: a mail that fails is
// retried by that job with the same link, and never blocks a later reset.
export const passwordResetJob = defineJob({
  kind: "users.password-reset",
  schema: z.object({ email: z.string().min(1) }),
  concurrency: 5,
  maxAttempts: 5,
  run: async ({ email }) => {
    const user = await db().user.findUnique({
      where: { email },
      select: { id: true, status: true, deactivatedAt: true, tenant: { select: { status: true } } },
    });
    if (!user || user.status === "suspended" || user.deactivatedAt || user.tenant?.status === "suspended") return;
    await db().$transaction((tx) => queueUserToken(tx, user.id, "password_reset"));
  },
});
