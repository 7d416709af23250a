import type { WebhookSender } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";
import { handleRequest } from "../http/handle-request";
import { refuseDeepJson } from "../http/json-depth";
import { readRawBody } from "../http/read-json-body";
import { recordWebhook } from "../metrics/webhook-metrics";
import { applyEventOnce } from "./apply-event-once";
import type { ApplyEvent, VerifiedEvent } from "./webhook-event";

export type WebhookIntake<E> = {
  sender: WebhookSender;
  // Checks the signature over the raw bytes and only then parses; throws ApiError INVALID_SIGNATURE.
  verify: (raw: Buffer, request: Request) => VerifiedEvent<E> | Promise<VerifiedEvent<E>>;
  apply: ApplyEvent<E>;
};

// The webhook surface: raw body, signature, then the event applied once with its effect.
export function webhookRoute<E>(intake: WebhookIntake<E>) {
  return handleRequest(async (request) => {
    let applied;
    try {
      const raw = Buffer.from(await readRawBody(request));
      refuseDeepJson(raw);
      applied = await applyEventOnce(intake.sender, await intake.verify(raw, request), intake.apply);
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
    recordWebhook(intake.sender, duplicate ? "duplicate" : "applied");
    const headers: Record<string, string> = { "content-type": reply.contentType, "cache-control": "no-store" };
    if (duplicate) headers["x-webhook-duplicate"] = "true";
    return new Response(reply.body, { status: 200, headers });
  });
}
