import { Counter } from "prom-client";
import { defineMetric } from "./metrics-registry";

export type WebhookResult = "applied" | "stored" | "duplicate" | "invalid_signature" | "rejected" | "failed";

const intake = () =>
  defineMetric(
    "webhook_intake",
    (registry) =>
      new Counter({
        name: "gatehouse_webhook_intake_total",
        help: "Webhook deliveries by provider and result",
        labelNames: ["provider", "result"],
        registers: [registry],
      }),
  );

export const recordWebhook = (provider: string, result: WebhookResult) =>
  intake().inc({ provider: provider.toLowerCase(), result });
