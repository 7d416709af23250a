import { randomUUID } from "node:crypto";
import { db } from "../db/client";
import type { WebhookSender } from "../db/generated/enums";
import type { JobDefinition } from "../jobs/define-job";
import { addJobSql } from "../jobs/enqueue-job";
import type { StoredEventPayload } from "./stored-event-job";
import type { VerifiedEvent } from "./webhook-event";

// Stores the delivery and queues the job that applies it, in one statement (so one transaction and one round trip);
// a redelivery finds the row, stores and queues nothing.
export async function storeEventOnce<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  job: JobDefinition<StoredEventPayload>,
): Promise<{ duplicate: boolean }> {
  const addJob = addJobSql(job, { eventId: event.id }, { jobKey: `${job.kind}:${event.id}` });
  const stored = await db().$queryRaw<unknown[]>`
    with stored as (
      insert into "webhook_events" ("id", "sender", "eventId", "type", "payload")
      values (${randomUUID()}, ${sender}::"WebhookSender", ${event.id}, ${event.type}, ${JSON.stringify(event.event)}::jsonb)
      on conflict ("sender", "eventId") do nothing
      returning 1
    )
    select ${addJob} is not null from stored`;
  return { duplicate: stored.length === 0 };
}
