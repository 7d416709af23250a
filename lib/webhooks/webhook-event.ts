import type { Prisma } from "../db/generated/client";
import type { Writes } from "../db/write-statement";

// What a verified delivery hands the intake: the sender's own event id and the event itself.
export type VerifiedEvent<E> = { id: string; type: string; event: E };

// The answer to a delivery; stored with the event so a redelivery gets the same answer.
export type WebhookReply = { contentType: string; body: string };

export const ACKNOWLEDGED: WebhookReply = { contentType: "application/json", body: JSON.stringify({ received: true }) };

export type ApplyEvent<E> = (tx: Prisma.TransactionClient, event: VerifiedEvent<E>) => Promise<WebhookReply>;

// An effect decided from reads alone, its writes left to the statement that also claims the delivery's key: the event
// and its effect commit together without a transaction, on a path too busy for one (a visitor's new call).
export type PlanEvent<E> = (event: VerifiedEvent<E>) => Promise<{ reply: WebhookReply; writes: Writes }>;
