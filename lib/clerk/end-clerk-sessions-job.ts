import { z } from "zod";
import { db } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { endClerkSessions } from "./end-clerk-sessions";

export const endClerkSessionsJob = defineJob({
  kind: "users.end-clerk-sessions",
  schema: z.object({ userId: z.string().min(1), before: z.iso.datetime() }),
  maxAttempts: 5,
  run: async ({ userId, before }) => {
    const user = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
    if (user) await endClerkSessions(user.email, new Date(before));
  },
});
