import { EVENT_CATALOG, EVENT_TYPES, eventEnvelope } from "../../events-out/event-schemas";
import type { JsonObject, SchemaRenderer } from "./render-json-schema";

const header = (name: string, description: string): JsonObject => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

const SIGNING = [
  header("webhook-id", "The event's id, the same on every attempt of it: receivers deduplicate on it."),
  header("webhook-timestamp", "Seconds since the epoch when this attempt was signed; refuse ones far from now."),
  header(
    "webhook-signature",
    "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed by the endpoint's `whsec_` secret (Standard Webhooks).",
  ),
];

// The `webhooks` section: one entry per event type, its body rendered from the schema every payload is checked against.
export function renderWebhooks(renderer: SchemaRenderer): Record<string, JsonObject> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `event_${type.replace(/\W/g, "_")}`,
          summary: EVENT_CATALOG[type].summary,
          tags: ["webhooks"],
          parameters: SIGNING,
          requestBody: {
            required: true,
            content: { "application/json": { schema: renderer.render(eventEnvelope(type), "output") } },
          },
          responses: {
            "2XX": {
              description:
                "Received. Anything else, or no answer within 10 s, is retried with backoff for up to 3 days.",
            },
          },
        },
      },
    ]),
  );
}
