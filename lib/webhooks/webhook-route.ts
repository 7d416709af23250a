import type { WebhookSender } from "../db/generated/enums";
import { handleRequest } from "../http/handle-request";
import { refuseDeepJson } from "../http/json-depth";
import { readRawBody } from "../http/read-json-body";
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
    const raw = Buffer.from(await readRawBody(request));
    refuseDeepJson(raw);
    const event = await intake.verify(raw, request);
    const { reply, duplicate } = await applyEventOnce(intake.sender, event, intake.apply);
    const headers: Record<string, string> = { "content-type": reply.contentType, "cache-control": "no-store" };
    if (duplicate) headers["x-webhook-duplicate"] = "true";
    return new Response(reply.body, { status: 200, headers });
  });
}
