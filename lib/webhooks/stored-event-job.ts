import { z } from "zod";
import { db } from "../db/client";
import type { WebhookSender } from "../db/generated/enums";
import { defineJob, type JobDefinition } from "../jobs/define-job";
import type { ApplyEvent } from "./webhook-event";

const storedEventPayload = z.object({ eventId: z.string().min(1).max(256) });
export type StoredEventPayload = typeof storedEventPayload;

type StoredRow = { type: string; payload: unknown; processedAt: Date | null };

// Applies one stored delivery in a transaction that locks its row: the effect and processedAt commit together, so a
// retry after a crash applies it again from scratch and a retry after the commit finds it done.
async function applyStoredEvent<E>(sender: WebhookSender, eventId: string, apply: ApplyEvent<E>): Promise<void> {
  await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<StoredRow[]>`
      select "type", "payload", "processedAt" from "webhook_events"
      where "sender" = ${sender}::"WebhookSender" and "eventId" = ${eventId} for update`;
    if (!row || row.processedAt) return;
    const reply = await apply(tx, { id: eventId, type: row.type, event: row.payload as E });
    await tx.webhookEvent.update({
      where: { sender_eventId: { sender, eventId } },
      data: { processedAt: new Date(), reply },
      select: { id: true },
    });
  });
}

// The job that applies a sender's stored deliveries after their 200 (webhook-route.ts), with the job queue's retries.
export function storedEventJob<E>(
  kind: string,
  sender: WebhookSender,
  apply: ApplyEvent<E>,
  limits: { concurrency: number; maxAttempts: number },
): JobDefinition<StoredEventPayload> {
  return defineJob({
    kind,
    schema: storedEventPayload,
    ...limits,
    run: ({ eventId }) => applyStoredEvent(sender, eventId, apply),
  });
}
