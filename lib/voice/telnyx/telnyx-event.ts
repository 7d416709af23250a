import { z } from "zod";
import { readCarrierTime } from "../read-carrier-time";

// Any Telnyx event: what every published event type carries (recordings, messaging and others have no call_control_id).
export const telnyxEnvelope = z.object({
  data: z.looseObject({
    id: z.string().min(1).max(128),
    event_type: z.string().min(1).max(64),
    payload: z.unknown().optional(),
  }),
});
export type TelnyxEnvelope = z.infer<typeof telnyxEnvelope>;

// A Call Control event the intercom flow acts on.
export const telnyxWebhook = z.object({
  data: z.object({
    id: z.string().min(1).max(128),
    event_type: z.string().min(1).max(64),
    occurred_at: z.string().optional(),
    payload: z.looseObject({
      call_control_id: z.string().min(1).max(256),
      connection_id: z.string().max(128).optional(),
      from: z.string().max(64).optional(),
      to: z.string().max(64).optional(),
      direction: z.string().optional(),
      client_state: z.string().max(4096).nullish(),
      digits: z.string().max(32).optional(),
      digit: z.string().max(4).optional(),
      status: z.string().optional(),
      hangup_cause: z.string().optional(),
    }),
  }),
});

export type TelnyxWebhook = z.infer<typeof telnyxWebhook>;
export type TelnyxEvent = TelnyxWebhook["data"];

export const occurredAt = (event: TelnyxEvent): Date => readCarrierTime(event.occurred_at);
