import { Prisma } from "../db/generated/client";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { writeStatement } from "../db/write-statement";
import type { ClaimedDelivery } from "./claim-delivery";
import { deliveryAttemptJobSql } from "./schedule-delivery";

// Hands a claimed attempt to the slow lane, to run at once there: the claim is released and the job queued in one
// statement, so the attempt is never lost between the two. Keyed by the same due time, so two hand-offs queue one job.
export function moveToSlowLaneSql(delivery: ClaimedDelivery, claimedUntil: Date): Prisma.Sql {
  return writeStatement({
    ctes: [
      Prisma.sql`released AS (UPDATE webhook_deliveries SET "inFlightUntil" = NULL
        WHERE id = ${delivery.id} AND "inFlightUntil" = ${utc(claimedUntil)})`,
    ],
    calls: [
      deliveryAttemptJobSql({
        deliveryId: delivery.id,
        endpointId: delivery.endpoint.id,
        attempt: delivery.attemptCount + 1,
        dueAt: delivery.dueAt,
        lane: "slow",
        runAt: new Date(),
      }),
    ],
  });
}
