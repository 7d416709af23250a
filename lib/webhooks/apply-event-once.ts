import { randomUUID } from "node:crypto";
import { db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { ApiError } from "../http/error-codes";
import { sqlState } from "../http/to-error-response";
import { Prisma } from "../db/generated/client";
import type { WebhookSender } from "../db/generated/enums";
import { utcTimestamp } from "../db/utc-timestamp";
import { combineWrites, writeStatement } from "../db/write-statement";
import { ACKNOWLEDGED, type ApplyEvent, type PlanEvent, type VerifiedEvent, type WebhookReply } from "./webhook-event";

// Prisma's own writes report P2002; a raw statement reports PostgreSQL's 23505.
const isUniqueViolation = (error: unknown) =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") || sqlState(error) === "23505";

// Nothing outbound runs inside: the transaction only stores the event, its effect and the jobs it queues.
const TRANSACTION = { maxWait: 5_000, timeout: 10_000 };

async function storedReply(sender: WebhookSender, eventId: string): Promise<WebhookReply | null> {
  const stored = await db().webhookEvent.findUnique({
    where: { sender_eventId: { sender, eventId } },
    select: { reply: true },
  });
  if (!stored) return null;
  return (stored.reply as WebhookReply | null) ?? ACKNOWLEDGED;
}

// The delivery's key with its answer, claimed last: a racing delivery that got here second waits on the key, fails on
// it once the first commits, and everything written with it (the effect included) rolls back.
function claimKeySql<E>(sender: WebhookSender, event: VerifiedEvent<E>, reply: WebhookReply): Prisma.Sql {
  const now = utcTimestamp(new Date());
  return Prisma.sql`INSERT INTO webhook_events (id, sender, "eventId", type, payload, "receivedAt", "processedAt", reply)
    VALUES (${randomUUID()}, ${sender}::"WebhookSender", ${event.id}, ${event.type}, ${JSON.stringify(event.event)}::jsonb,
      ${now}, ${now}, ${JSON.stringify(reply)}::jsonb)`;
}

async function applyInTransaction<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  apply: ApplyEvent<E>,
): Promise<WebhookReply> {
  return db().$transaction(async (tx) => {
    const reply = await apply(tx, event);
    await tx.$executeRaw(claimKeySql(sender, event, reply));
    return reply;
  }, TRANSACTION);
}

// The planned effect and the key in one statement, so no transaction is held open between round trips.
async function applyInOneStatement<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  plan: PlanEvent<E>,
): Promise<WebhookReply> {
  const { reply, writes } = await plan(event);
  const key = { ctes: [Prisma.sql`claimed AS (${claimKeySql(sender, event, reply)})`], calls: [] };
  await queryRows(db(), writeStatement(combineWrites(writes, key)));
  return reply;
}

// Applies the event's effect and stores it together (a transaction, or one statement for a planned effect); a
// redelivery gets the first answer without the effect.
export async function applyEventOnce<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  effect: { apply: ApplyEvent<E> } | { plan: PlanEvent<E> },
): Promise<{ reply: WebhookReply; duplicate: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const reply =
        "plan" in effect
          ? await applyInOneStatement(sender, event, effect.plan)
          : await applyInTransaction(sender, event, effect.apply);
      return { reply, duplicate: false };
    } catch (error) {
      // A redelivery ran its effect again and was rolled back (on the key, or by the effect itself): the first answer.
      const reply = await storedReply(sender, event.id);
      if (reply) return { reply, duplicate: true };
      if (!isUniqueViolation(error)) throw error;
      // A unique clash on another row means a racing delivery of a sibling event; the sender's retry settles it.
      if (attempt >= 1) throw new ApiError("SERVICE_UNAVAILABLE", "A related delivery is being applied; try again");
    }
  }
}
