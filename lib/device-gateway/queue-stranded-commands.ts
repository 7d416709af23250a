import type { Database } from "../db/client";
import { enqueueJob } from "../jobs/enqueue-job";
import { publishUnlockJob } from "./publish-unlock-job";

// Longer than an opener takes to publish after its commit (deliverCommand gives the broker 3 s to confirm).
export const STRANDED_AFTER_MS = 4000;

// Commands their opener published right after commit carry no job; one still pending this long after it was written
// was not published (its process stopped first), so its job is queued now. Keyed by the command, so the sweeps of
// several instances, or a retry already queued, make it one job.
export async function queueStrandedCommands(database: Database, now = new Date()): Promise<number> {
  const stranded = await database.deviceCommand.findMany({
    where: {
      status: "pending",
      expiresAt: { gt: now },
      createdAt: { lte: new Date(now.getTime() - STRANDED_AFTER_MS) },
    },
    select: { id: true },
    take: 500,
  });
  for (const { id } of stranded) await enqueueJob(database, publishUnlockJob, { commandId: id }, { jobKey: id });
  return stranded.length;
}
