import { z } from "zod";
import { db } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { createUserToken } from "./queue-user-token";
import { sendUserToken } from "./send-user-token";

// The lookup happens in the job, so the request does the same work and answers the same whether or not the email is known.
export async function requestPasswordReset(email: string): Promise<void> {
  await enqueueJob(db(), passwordResetJob, { email }, { jobKey: `password-reset:${email}` });
}

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
    const token = await db().$transaction((tx) => createUserToken(tx, user.id, "password_reset"));
    // A failed send retries the whole job: a new link replaces this one.
    await sendUserToken(token.id);
  },
});
