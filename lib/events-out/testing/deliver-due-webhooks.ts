import { testDatabase } from "../../testing/test-database";
import { attemptDelivery } from "../attempt-delivery";

// Runs every attempt of the given endpoints that is due now, as the worker would.
export async function deliverDueWebhooks(endpointIds: string[]): Promise<void> {
  const due = await testDatabase().webhookDelivery.findMany({
    where: { endpointId: { in: endpointIds }, status: "pending", nextAttemptAt: { lte: new Date() } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  for (const delivery of due) await attemptDelivery(delivery.id);
}
