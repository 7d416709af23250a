import type { WebhookSender } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";
import { handleRequest } from "../http/handle-request";
import { refuseDeepJson } from "../http/json-depth";
import { readRawBody } from "../http/read-json-body";
import { requireMediaType, type MediaType } from "../http/require-media-type";
import { recordWebhook } from "../metrics/webhook-metrics";
import { withinLimit, type ConcurrencyLimit } from "../http/limit-concurrency";
import type { Prisma } from "../db/generated/client";
import { applyEventOnce } from "./apply-event-once";
import { storeEventOnce } from "./store-event-once";
import { ACKNOWLEDGED, type ApplyEvent, type PlanEvent, type VerifiedEvent, type WebhookReply } from "./webhook-event";

// Events applied at once per process: half the database pool, so a burst of carrier calls leaves the other half to
// the dashboard and the portal; the rest wait their turn, and past WAITING the sender is asked to retry (503).
const APPLYING_AT_ONCE = 10;
const WAITING = 500;
const applying: ConcurrencyLimit = { running: 0, waiting: [] };

export type WebhookIntake<E> = {
  sender: WebhookSender;
  // What the sender's body is: a signed body declared as anything else is refused (415), not read as this.
  mediaType: MediaType;
  // Checks the signature over the raw bytes and only then parses; throws ApiError INVALID_SIGNATURE.
  verify: (raw: Buffer, request: Request) => VerifiedEvent<E> | Promise<VerifiedEvent<E>>;
  // A sender whose answer carries nothing gets its 200 once the event is stored: this SQL queues the job that applies
  // it (with applyStoredEvent), in the statement that stores it.
  applyLater?: (event: VerifiedEvent<E>) => Prisma.Sql;
} & ({ apply: ApplyEvent<E> } | { plan: PlanEvent<E> });

// An event's id is the key that makes a redelivery a duplicate: a signed one of any length would pass the signature
// and then the key's index (Twilio's ids are built from the callback's fields, Clerk's from its svix-id header).
const EVENT_ID_CHARACTERS = 255;
function refuseLongEventId(id: string) {
  if (id.length > EVENT_ID_CHARACTERS)
    throw new ApiError("VALIDATION_ERROR", "The event's id is too long", [
      { field: "id", issue: `must be at most ${EVENT_ID_CHARACTERS} characters` },
    ]);
}

async function receive<E>(intake: WebhookIntake<E>, event: VerifiedEvent<E>) {
  if (!intake.applyLater) return applyEventOnce(intake.sender, event, intake);
  const { duplicate } = await storeEventOnce(intake.sender, event, intake.applyLater(event));
  return { reply: ACKNOWLEDGED as WebhookReply, duplicate };
}

// The webhook surface: raw body, signature, then the event applied once with its effect (or stored for its job).
export function webhookRoute<E>(intake: WebhookIntake<E>) {
  return handleRequest(async (request) => {
    let applied;
    try {
      const raw = Buffer.from(await readRawBody(request));
      refuseDeepJson(raw);
      const verified = await intake.verify(raw, request);
      requireMediaType(request, intake.mediaType);
      refuseLongEventId(verified.id);
      applied = await withinLimit(applying, APPLYING_AT_ONCE, WAITING, () => receive(intake, verified));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      recordWebhook(
        intake.sender,
        error instanceof ApiError && error.code === "INVALID_SIGNATURE"
          ? "invalid_signature"
          : status < 500
            ? "rejected"
            : "failed",
      );
      throw error;
    }
    const { reply, duplicate } = applied;
    recordWebhook(intake.sender, duplicate ? "duplicate" : intake.applyLater ? "stored" : "applied");
    const headers: Record<string, string> = { "content-type": reply.contentType, "cache-control": "no-store" };
    if (duplicate) headers["x-webhook-duplicate"] = "true";
    return new Response(reply.body, { status: 200, headers });
  });
}
