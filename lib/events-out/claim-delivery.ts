import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { queryRows } from "../db/query-rows";
import { utcTimestamp as utc } from "../db/utc-timestamp";

// How long a claimed attempt keeps others off its delivery: a wait for a slot, the 10 s POST and the record fit in it;
// an attempt whose process died is claimable again after it.
export const IN_FLIGHT_MS = 30_000;

type Row = {
  id: string;
  attemptCount: number;
  createdAt: Date;
  nextAttemptAt: Date | null;
  endpointId: string;
  tenantId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  enabled: boolean;
  failingSince: Date | null;
  eventId: string;
  type: string;
  occurredAt: Date;
  data: unknown;
};

// Claims a pending delivery's next attempt until `until` and reads it with its endpoint and event, in one statement
// around Prisma: every attempt runs it, and a model query's include cost three round trips and their compilation.
// Null when the delivery is settled, the attempt is not the expected one or another runner has it in flight, so a
// manual retry during an attempt, or a repeated job, sends nothing.
export async function claimDelivery(deliveryId: string, expectedAttempt: number | undefined, until: Date) {
  const now = new Date();
  const [row] = await queryRows<Row>(
    db(),
    Prisma.sql`
    WITH claimed AS (
      UPDATE webhook_deliveries SET "inFlightUntil" = ${utc(until)}
      WHERE id = ${deliveryId} AND status = 'pending'
        AND (${expectedAttempt ?? null}::int IS NULL OR "attemptCount" + 1 = ${expectedAttempt ?? null}::int)
        AND ("inFlightUntil" IS NULL OR "inFlightUntil" <= ${utc(now)})
      RETURNING id, "attemptCount", "createdAt", "nextAttemptAt", "endpointId", "eventId"
    )
    SELECT c.id, c."attemptCount", c."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
      c."nextAttemptAt" AT TIME ZONE 'UTC' AS "nextAttemptAt",
      e.id AS "endpointId", e."tenantId", e.url, e.secret, e.enabled,
      CASE WHEN e."previousSecretExpiresAt" > ${utc(now)} THEN e."previousSecret" END AS "previousSecret",
      e."failingSince" AT TIME ZONE 'UTC' AS "failingSince",
      ev.id AS "eventId", ev.type, ev."occurredAt" AT TIME ZONE 'UTC' AS "occurredAt", ev.data
    FROM claimed c
      JOIN webhook_endpoints e ON e.id = c."endpointId"
      JOIN outbound_events ev ON ev.id = c."eventId"`,
  );
  if (!row) return null;
  const { id, attemptCount, createdAt, nextAttemptAt, tenantId, url, secret, previousSecret, enabled, failingSince } =
    row;
  return {
    id,
    attemptCount,
    createdAt,
    // The time the attempt was queued for, which names its job (schedule-delivery.ts).
    dueAt: nextAttemptAt ?? createdAt,
    // The secrets that sign this attempt: the current one, and the one it replaced while that still overlaps.
    endpoint: {
      id: row.endpointId,
      tenantId,
      url,
      secrets: previousSecret ? [secret, previousSecret] : [secret],
      enabled,
      failingSince,
    },
    event: { id: row.eventId, type: row.type, occurredAt: row.occurredAt, data: row.data },
  };
}

export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;
