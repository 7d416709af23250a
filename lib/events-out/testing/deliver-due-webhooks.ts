import { inject } from "vitest";
import { Prisma } from "../../db/generated/client";
import { jobsSchema } from "../../jobs/jobs-schema";
import { runJobsUntilIdle } from "../../jobs/testing/run-jobs-until-idle";
import { testDatabase } from "../../testing/test-database";
import { deliverSlowWebhookJob } from "../deliver-slow-webhook-job";
import { deliverWebhookJob } from "../deliver-webhook-job";

// Runs the queued delivery jobs of these endpoints whose attempt is due by this process's clock (which a test may
// move), as the worker would once that time came.
export async function deliverDueWebhooks(endpointIds: string[]): Promise<void> {
  const due = await testDatabase().webhookDelivery.findMany({
    where: { endpointId: { in: endpointIds }, status: "pending", nextAttemptAt: { lte: new Date() } },
    select: { id: true },
  });
  if (!due.length) return;
  const schema = Prisma.raw(`"${jobsSchema()}"`);
  await testDatabase().$executeRaw`update ${schema}._private_jobs set run_at = now()
    where payload->>'deliveryId' in (${Prisma.join(due.map((delivery) => delivery.id))})`;
  await runJobsUntilIdle({
    definitions: [deliverWebhookJob, deliverSlowWebhookJob],
    connectionString: inject("databaseUrl"),
  });
}
