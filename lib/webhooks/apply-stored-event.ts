import { db } from "../db/client";
import type { WebhookSender } from "../db/generated/enums";
import type { ApplyEvent } from "./webhook-event";

type StoredRow = { type: string; payload: unknown; processedAt: Date | null };

// Applies one stored delivery (store-event-once.ts) in a transaction that locks its row: the effect and processedAt
// commit together, so a retry after a crash applies it from scratch and a retry after the commit finds it done.
export async function applyStoredEvent<E>(sender: WebhookSender, eventId: string, apply: ApplyEvent<E>): Promise<void> {
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
