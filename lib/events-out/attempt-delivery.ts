import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { queryRows } from "../db/query-rows";
import { log } from "../http/log";
import { postWebhook } from "./post-webhook";
import { GIVE_UP_AFTER_MS, nextRetryDelay } from "./retry-schedule";
import { recordAttemptSql } from "./record-attempt";
import { scheduleEndpointDisabledMail } from "./schedule-endpoint-disabled-mail";
import { signWebhook } from "./sign-webhook";

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "skipped";

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

type Row = {
  id: string;
  status: string;
  attemptCount: number;
  createdAt: Date;
  endpointId: string;
  tenantId: string;
  url: string;
  secret: string;
  enabled: boolean;
  failingSince: Date | null;
  eventId: string;
  type: string;
  occurredAt: Date;
  data: unknown;
};

// The delivery with its endpoint and event in one statement, around Prisma: every attempt reads them, and the model
// query's include (three round trips and their compilation) was the largest share of the worker's CPU per delivery.
async function readDelivery(deliveryId: string) {
  const [row] = await queryRows<Row>(
    db(),
    Prisma.sql`
    SELECT d.id, d.status::text AS status, d."attemptCount", d."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
      e.id AS "endpointId", e."tenantId", e.url, e.secret, e.enabled,
      e."failingSince" AT TIME ZONE 'UTC' AS "failingSince",
      ev.id AS "eventId", ev.type, ev."occurredAt" AT TIME ZONE 'UTC' AS "occurredAt", ev.data
    FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d."endpointId"
      JOIN outbound_events ev ON ev.id = d."eventId"
    WHERE d.id = ${deliveryId}`,
  );
  if (!row) return null;
  const { id, status, attemptCount, createdAt, tenantId, url, secret, enabled, failingSince } = row;
  return {
    id,
    status,
    attemptCount,
    createdAt,
    endpoint: { id: row.endpointId, tenantId, url, secret, enabled, failingSince },
    event: { id: row.eventId, type: row.type, occurredAt: row.occurredAt, data: row.data },
  };
}

// One attempt of one delivery: sign, POST outside any transaction, then record the answer and
// decide the next step (done, retry later, give up; disable an endpoint failing for 3 days).
// `expectedAttempt` makes a repeated or overtaken job a no-op: a manual retry and a waiting retry never both send.
export async function attemptDelivery(deliveryId: string, expectedAttempt?: number): Promise<AttemptOutcome> {
  const delivery = await readDelivery(deliveryId);
  if (!delivery || delivery.status !== "pending") return "skipped";
  if (expectedAttempt !== undefined && delivery.attemptCount + 1 !== expectedAttempt) return "skipped";
  const { endpoint, event } = delivery;
  if (!endpoint.enabled && event.type !== "webhook.test") {
    await db().webhookDelivery.update({ where: { id: delivery.id }, data: { status: "failed", nextAttemptAt: null } });
    return "failed";
  }

  const body = JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
  const signed = signWebhook(endpoint.secret, event.id, body);
  const result = await postWebhook(endpoint.url, signed.headers, signed.body);
  const now = new Date();
  const attempt = delivery.attemptCount + 1;
  const succeeded = isSuccess(result.statusCode);
  const expired = now.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  const outcome: AttemptOutcome = succeeded ? "succeeded" : expired ? "failed" : "retrying";
  const failingSince = succeeded ? null : (endpoint.failingSince ?? now);
  const disable = !succeeded && now.getTime() - failingSince!.getTime() >= GIVE_UP_AFTER_MS;

  const record = recordAttemptSql({
    deliveryId: delivery.id,
    attempt,
    result,
    at: now,
    status: outcome === "retrying" ? "pending" : outcome,
    retryAt: outcome === "retrying" && !disable ? new Date(now.getTime() + nextRetryDelay(attempt)) : null,
    // Written only when the endpoint starts or stops failing: a write by every delivery queued the endpoint's
    // concurrent deliveries on its row.
    endpoint:
      event.type !== "webhook.test" && !disable && (failingSince === null) !== (endpoint.failingSince === null)
        ? { id: endpoint.id, failingSince }
        : null,
  });
  if (!disable) await queryRows(db(), record);
  else
    await db().$transaction(async (tx) => {
      await tx.$queryRaw(record);
      await tx.webhookEndpoint.update({
        where: { id: endpoint.id },
        data: {
          failingSince,
          enabled: false,
          disabledReason: `Every delivery failed for 3 days (last: ${result.error ?? `HTTP ${result.statusCode}`})`,
        },
      });
      // A disabled endpoint's waiting deliveries stop; the log keeps them as failed; the tenant's owners are mailed.
      await tx.webhookDelivery.updateMany({
        where: { endpointId: endpoint.id, status: "pending" },
        data: { status: "failed", nextAttemptAt: null },
      });
      await scheduleEndpointDisabledMail(tx, endpoint, now);
    });
  if (disable)
    log.warn("webhook endpoint disabled after 3 days of failures", {
      tenantId: endpoint.tenantId,
      webhookEndpointId: endpoint.id,
    });
  return disable ? "failed" : outcome;
}
