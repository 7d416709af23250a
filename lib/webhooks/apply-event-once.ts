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
    // Claiming the key first makes a racing delivery wait here, then fail on the key, before any effect.
    const row = await tx.webhookEvent.create({
      data: { sender, eventId: event.id, type: event.type, payload: event.event as Prisma.InputJsonValue },
      select: { id: true },
    });
    const reply = await apply(tx, event);
    await tx.webhookEvent.update({ where: { id: row.id }, data: { processedAt: new Date(), reply } });
    return reply;
  }, TRANSACTION);
}

// Stores the event and applies its effect in one transaction; a redelivery gets the first answer without the effect.
export async function applyEventOnce<E>(
  sender: WebhookSender,
  event: VerifiedEvent<E>,
  apply: ApplyEvent<E>,
): Promise<{ reply: WebhookReply; duplicate: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { reply: await applyInTransaction(sender, event, apply), duplicate: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const reply = await storedReply(sender, event.id);
      if (reply) return { reply, duplicate: true };
      // A unique clash on another row means a racing delivery of a sibling event; the sender's retry settles it.
      if (attempt >= 1) throw new ApiError("SERVICE_UNAVAILABLE", "A related delivery is being applied; try again");
    }
  }
}
