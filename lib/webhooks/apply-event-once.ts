import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { Prisma } from "../db/generated/client";
import type { WebhookSender } from "../db/generated/enums";
import { ACKNOWLEDGED, type ApplyEvent, type VerifiedEvent, type WebhookReply } from "./webhook-event";

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

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

async function applyInTransaction<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  apply: ApplyEvent<E>,
): Promise<WebhookReply> {
  return db().$transaction(async (tx) => {
    const reply = await apply(tx, event);
    // The key is claimed last, with the answer, in one statement: a racing delivery that got here second waits on the
    // key, fails on it once the first commits, and its whole transaction (its effect included) rolls back.
    await tx.webhookEvent.create({
      data: {
        sender,
        eventId: event.id,
        type: event.type,
        payload: event.event as Prisma.InputJsonValue,
        processedAt: new Date(),
        reply,
      },
      select: { id: true },
    });
    return reply;
  }, TRANSACTION);
}

// Applies the event's effect and stores it in one transaction; a redelivery gets the first answer without the effect.
export async function applyEventOnce<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  apply: ApplyEvent<E>,
): Promise<{ reply: WebhookReply; duplicate: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { reply: await applyInTransaction(sender, event, apply), duplicate: false };
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
