import type { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import { mailEndpointDisabledJob } from "./mail-endpoint-disabled-job";

// Queues one mail to each active owner of the tenant, in the transaction that disables the endpoint.
export async function scheduleEndpointDisabledMail(
  tx: Prisma.TransactionClient,
  endpoint: { id: string; tenantId: string },
  disabledAt: Date,
) {
  const owners = await tx.user.findMany({
    where: { tenantId: endpoint.tenantId, role: "owner", status: "active", deactivatedAt: null },
    select: { id: true },
  });
  for (const owner of owners)
    await enqueueJob(
      tx,
      mailEndpointDisabledJob,
      { endpointId: endpoint.id, userId: owner.id },
      { jobKey: `webhook-disabled:${endpoint.id}:${owner.id}:${disabledAt.getTime()}` },
    );
}
