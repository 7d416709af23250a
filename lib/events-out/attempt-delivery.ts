import { db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { log } from "../http/log";
import { claimDelivery, IN_FLIGHT_MS, type ClaimedDelivery } from "./claim-delivery";
import { noteEndpointPace, takeEndpointSlot } from "./limit-endpoint-slots";
import { moveToSlowLaneSql } from "./move-to-slow-lane";
import { postWebhook, type PostResult } from "./post-webhook";
import { GIVE_UP_AFTER_MS, nextRetryDelay } from "./retry-schedule";
import { recordAttemptSql } from "./record-attempt";
import type { Lane } from "./schedule-delivery";
import { scheduleEndpointDisabledMail } from "./schedule-endpoint-disabled-mail";
import { signWebhook } from "./sign-webhook";

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "skipped" | "slowed";

// A test event is tried this many times: it checks a receiver, and a late answer checks nothing.
export const TEST_ATTEMPTS = 3;

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

// One attempt of one delivery: claim it, sign, POST outside any transaction, then record the answer and decide the
// next step (done, retry later, give up; disable an endpoint failing for 3 days). `expectedAttempt` makes a repeated
// or overtaken job a no-op, and the claim one that finds the attempt in flight. In the fast lane an endpoint that is
// failing or slow gets no slot: its attempt moves to the slow lane instead.
export async function attemptDelivery(
  deliveryId: string,
  expectedAttempt?: number,
  lane: Lane = "fast",
): Promise<AttemptOutcome> {
  const claimedUntil = new Date(Date.now() + IN_FLIGHT_MS);
  const delivery = await claimDelivery(deliveryId, expectedAttempt, claimedUntil);
  if (!delivery) return "skipped";
  const { endpoint, event } = delivery;
  // A test may reach a disabled endpoint once, when asked for; nothing else is sent to one.
  if (!endpoint.enabled && (event.type !== "webhook.test" || delivery.attemptCount > 0)) {
    await db().webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "failed", nextAttemptAt: null, inFlightUntil: null },
    });
    return "failed";
  }
  const slot = lane === "fast" && !endpoint.failingSince ? await takeEndpointSlot(endpoint.id) : null;
  if (lane === "fast" && !slot) {
    await queryRows(db(), moveToSlowLaneSql(delivery, claimedUntil));
    return "slowed";
  }

  const body = JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
  const signed = signWebhook(endpoint.secrets, event.id, body);
  let result: PostResult = { statusCode: null, body: "", error: "not sent", durationMs: 0 };
  try {
    result = await postWebhook(endpoint.url, signed.headers, signed.body);
  } finally {
    if (slot) slot.release(result);
    else noteEndpointPace(endpoint.id, result);
  }
  return recordResult(delivery, result);
}

async function recordResult(delivery: ClaimedDelivery, result: PostResult): Promise<AttemptOutcome> {
  const { endpoint, event } = delivery;
  const isTest = event.type === "webhook.test";
  const now = new Date();
  const attempt = delivery.attemptCount + 1;
  const succeeded = isSuccess(result.statusCode);
  const expired =
    now.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS || (isTest && attempt >= TEST_ATTEMPTS);
  const outcome: AttemptOutcome = succeeded ? "succeeded" : expired ? "failed" : "retrying";
  const failingSince = succeeded ? null : (endpoint.failingSince ?? now);
  const disable = !succeeded && now.getTime() - failingSince!.getTime() >= GIVE_UP_AFTER_MS;

  const record = recordAttemptSql({
    deliveryId: delivery.id,
    endpointId: endpoint.id,
    attempt,
    result,
    at: now,
    status: outcome === "retrying" ? "pending" : outcome === "succeeded" ? "succeeded" : "failed",
    retryAt: outcome === "retrying" && !disable ? new Date(now.getTime() + nextRetryDelay(attempt)) : null,
    // Written only when the endpoint starts or stops failing: a write by every delivery queued the endpoint's
    // concurrent deliveries on its row.
    endpoint:
      !isTest && !disable && (failingSince === null) !== (endpoint.failingSince === null)
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
