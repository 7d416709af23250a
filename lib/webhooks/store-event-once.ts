import { randomUUID } from "node:crypto";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { WebhookSender } from "../db/generated/enums";
import type { VerifiedEvent } from "./webhook-event";

// Stores the delivery and queues the job that applies it (`queue`, SQL evaluated only for a new row) in one statement,
// so one transaction and one round trip; a redelivery finds the row, stores and queues nothing.
export async function storeEventOnce<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  queue: Prisma.Sql,
): Promise<{ duplicate: boolean }> {
  const stored = await db().$queryRaw<unknown[]>`
    with stored as (
      insert into "webhook_events" ("id", "sender", "eventId", "type", "payload")
      values (${randomUUID()}, ${sender}::"WebhookSender", ${event.id}, ${event.type}, ${JSON.stringify(event.event)}::jsonb)
      on conflict ("sender", "eventId") do nothing
      returning 1
    )
    select ${queue} is not null from stored`;
  return { duplicate: stored.length === 0 };
}
