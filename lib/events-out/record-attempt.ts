import { Prisma } from "../db/generated/client";
import { newRowId } from "../db/new-row-id";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { writeStatement } from "../db/write-statement";
import type { PostResult } from "./post-webhook";
import { deliveryAttemptJobSql } from "./schedule-delivery";

export type AttemptRecord = {
  deliveryId: string;
  endpointId: string;
  attempt: number;
  result: PostResult;
  at: Date;
  status: "pending" | "succeeded" | "failed";
  // The next attempt's time when one is queued (in the slow lane: it follows a failure).
  retryAt: Date | null;
  // The endpoint's failing state when this attempt changes it: its id and the new `failingSince`.
  endpoint: { id: string; failingSince: Date | null } | null;
};

// One attempt's answer, its delivery's next step (with the next attempt's job) and the endpoint starting or stopping
// to fail, as one statement: the worker records one per delivery, and a transaction of four statements held the
// delivery's rows across four round trips (docs/architecture.md, "Scale").
export function recordAttemptSql(record: AttemptRecord): Prisma.Sql {
  const { deliveryId, endpointId, attempt, result, at, status, retryAt, endpoint } = record;
  const ctes = [
    Prisma.sql`attempt AS (INSERT INTO webhook_attempts
        (id, "deliveryId", attempt, "statusCode", "durationMs", error, "responseBody", "attemptedAt")
      VALUES (${newRowId()}, ${deliveryId}, ${attempt}, ${result.statusCode}, ${result.durationMs}, ${result.error},
        ${result.body || null}, ${utc(at)}))`,
    Prisma.sql`delivery AS (UPDATE webhook_deliveries SET status = ${status}::"WebhookDeliveryStatus",
        "attemptCount" = ${attempt}, "lastStatusCode" = ${result.statusCode},
        "nextAttemptAt" = ${retryAt ? utc(retryAt) : null}, "inFlightUntil" = NULL, "updatedAt" = ${utc(at)}
      WHERE id = ${deliveryId})`,
    ...(endpoint
      ? [
          // The condition keeps the first failure's time when two attempts race.
          Prisma.sql`endpoint AS (UPDATE webhook_endpoints
              SET "failingSince" = ${endpoint.failingSince ? utc(endpoint.failingSince) : null}, "updatedAt" = ${utc(at)}
            WHERE id = ${endpoint.id} AND "failingSince" IS ${endpoint.failingSince ? Prisma.sql`NULL` : Prisma.sql`NOT NULL`})`,
        ]
      : []),
  ];
  const calls = retryAt
    ? [deliveryAttemptJobSql({ deliveryId, endpointId, attempt: attempt + 1, dueAt: retryAt, lane: "slow" })]
    : [];
  return writeStatement({ ctes, calls });
}
