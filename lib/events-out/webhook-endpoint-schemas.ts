import { z } from "zod";
import { id, listQuery, nonEmpty, timestamp } from "../framework/common-schemas";
import { subscribableType } from "./event-schemas";

export const webhookEndpointSchema = z
  .object({
    id,
    tenantId: id,
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(subscribableType).describe("the event types sent here; empty means all"),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe("why the platform disabled the endpoint, if it did"),
    failingSince: timestamp.nullable().describe("start of the current run of failed deliveries"),
    previousSecretExpiresAt: timestamp
      .nullable()
      .describe("after a rotation, until when deliveries are also signed with the replaced secret; null when not"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "WebhookEndpoint" });

export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string().describe("the `whsec_` signing secret; shown only in this answer") })
  .meta({ id: "WebhookEndpointWithSecret" });

const url = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .describe("http(s); in production not a private, loopback or link-local address");
const description = z.string().trim().max(500).nullable();
const eventTypes = z.array(subscribableType).max(50);

export const listWebhookEndpointsQuery = listQuery({
  tenantId: id.optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
});

export const createWebhookEndpointBody = z
  .object({
    url,
    description: description.optional(),
    eventTypes: eventTypes.optional().describe("omit or leave empty for every event type"),
    tenantId: id.optional().describe("platform callers name the tenant; others omit it"),
  })
  .strict();

export const updateWebhookEndpointBody = nonEmpty(
  z
    .object({
      url,
      description,
      eventTypes,
      enabled: z.boolean().describe("true re-enables an endpoint the platform disabled"),
    })
    .partial()
    .strict(),
);

export const webhookAttemptSchema = z
  .object({
    attempt: z.number().int(),
    statusCode: z.number().int().nullable().describe("null when no answer came (refused, timed out)"),
    durationMs: z.number().int(),
    error: z.string().nullable(),
    responseBody: z.string().nullable().describe("the first 4 KiB of the receiver's answer"),
    attemptedAt: timestamp,
  })
  .meta({ id: "WebhookAttempt" });

export const webhookDeliverySchema = z
  .object({
    id,
    webhookEndpointId: id,
    eventId: id.describe("the webhook-id header of every attempt"),
    eventType: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempt: z.number().int().describe("attempts made so far"),
    statusCode: z.number().int().nullable().describe("the last attempt's HTTP status"),
    durationMs: z.number().int().nullable().describe("the last attempt's duration"),
    nextRetryAt: timestamp.nullable(),
    payload: z.unknown().describe("the body sent: {type, timestamp, data}"),
    attempts: z.array(webhookAttemptSchema),
    createdAt: timestamp,
  })
  .meta({ id: "WebhookDelivery" });

export const listWebhookDeliveriesQuery = listQuery({ status: z.enum(["pending", "succeeded", "failed"]).optional() });
export const deliveryParams = z.object({ id, deliveryId: id });

export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBody>;
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;
export type ListWebhookEndpointsQuery = z.infer<typeof listWebhookEndpointsQuery>;
export type ListWebhookDeliveriesQuery = z.infer<typeof listWebhookDeliveriesQuery>;
