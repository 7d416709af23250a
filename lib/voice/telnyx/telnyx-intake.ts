import { z } from "zod";
import type { WebhookIntake } from "../../webhooks/webhook-route";
import { ACKNOWLEDGED, type ApplyEvent } from "../../webhooks/webhook-event";
import { applyStoredEvent } from "../../webhooks/apply-stored-event";
import { defineJob } from "../../jobs/define-job";
import { ApiError } from "../../http/error-codes";
import { handleTelnyxAnswered } from "./handle-telnyx-answered";
import { handleTelnyxHangup } from "./handle-telnyx-hangup";
import { handleTelnyxInitiated } from "./handle-telnyx-initiated";
import { handleTelnyxDtmf, handleTelnyxGatherEnded } from "./handle-telnyx-keys";
import { handleTelnyxSpeakEnded } from "./handle-telnyx-speak-ended";
import { decodeState, type FlowState } from "./telnyx-client-state";
import type { Prisma } from "../../db/generated/client";
import { addJobSql, enqueueJob } from "../../jobs/enqueue-job";
import { hashedQueueName } from "../../jobs/hashed-queue-name";
import { sendTelnyxCommandsJob } from "./send-telnyx-commands-job";
import { telnyxEnvelope, telnyxWebhook, type TelnyxEnvelope, type TelnyxWebhook } from "./telnyx-event";
import type { TelnyxHandler } from "./telnyx-handler";
import { verifyTelnyxSignature } from "./verify-telnyx-signature";
import { parseJson, UnreadableTextError } from "../../http/parse-json";

const HANDLERS: Record<string, TelnyxHandler> = {
  "call.initiated": handleTelnyxInitiated,
  "call.answered": handleTelnyxAnswered,
  "call.gather.ended": handleTelnyxGatherEnded,
  "call.dtmf.received": handleTelnyxDtmf,
  "call.speak.ended": handleTelnyxSpeakEnded,
  "call.hangup": handleTelnyxHangup,
};

// Through the shared parseJson: bytes that are not UTF-8 would otherwise be read as U+FFFD, so two different event ids
// could share one duplicate key.
function parse(raw: Buffer): TelnyxEnvelope {
  try {
    return telnyxEnvelope.parse(parseJson(raw));
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof UnreadableTextError)
      throw new ApiError("VALIDATION_ERROR", "The webhook body is not valid JSON", [
        { field: "(body)", issue: error instanceof UnreadableTextError ? error.message : "malformed JSON" },
      ]);
    throw error;
  }
}

// An event the flow does not act on is acknowledged and stored, with why, so Telnyx does not retry it.
const ignored = (reason: string) => ({
  contentType: "application/json",
  body: JSON.stringify({ received: true, ignored: reason }),
});

// One leg's events share a named queue, chosen by the leg's id.
export const LEG_QUEUE_PREFIX = "telnyx-legs:";
const legQueue = (envelope: TelnyxEnvelope) => {
  const leg = (envelope.data.payload as { call_control_id?: unknown } | undefined)?.call_control_id;
  return typeof leg === "string" ? hashedQueueName(LEG_QUEUE_PREFIX, leg) : undefined;
};

// The client state comes back from Telnyx: it must name a Telnyx call, and on the visitor's leg that very leg.
async function stateIssue(tx: Prisma.TransactionClient, state: FlowState, leg: string): Promise<string | null> {
  if (!state.callId) return null;
  const call = await tx.call.findUnique({
    where: { id: state.callId },
    select: { carrier: true, carrierCallId: true },
  });
  if (!call || call.carrier !== "telnyx") return "the client state names no Telnyx call";
  if (state.leg === "visitor" && call.carrierCallId !== leg) return "the client state names another leg's call";
  return null;
}

// A Call Control event drives the intercom flow; the commands it decides are queued with its effect and go out after
// it commits.
const applyTelnyxEvent: ApplyEvent<TelnyxEnvelope> = async (tx, { id, event: envelope }) => {
  const handler = HANDLERS[envelope.data.event_type];
  if (!handler) return ignored(`${envelope.data.event_type} is not used by the intercom`);
  const parsed = telnyxWebhook.safeParse(envelope);
  if (!parsed.success)
    return ignored(
      `not a usable ${envelope.data.event_type} call event: ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}`,
    );
  const event: TelnyxWebhook = parsed.data;
  const state = decodeState(event.data.payload.client_state);
  const unusable = state && (await stateIssue(tx, state, event.data.payload.call_control_id));
  if (unusable) return ignored(unusable);
  const commands = await handler(tx, event.data, state);
  if (commands.length)
    await enqueueJob(tx, sendTelnyxCommandsJob, { eventId: id, commands }, { jobKey: `telnyx-event:${id}` });
  return ACKNOWLEDGED;
};

// Five events applied at once per worker; a failure (a racing sibling event, a database hiccup) is retried.
export const applyTelnyxEventJob = defineJob({
  kind: "telnyx.events",
  schema: z.object({ eventId: z.string().min(1).max(128) }),
  concurrency: 5,
  maxAttempts: 12,
  namedQueues: true,
  run: ({ eventId }) => applyStoredEvent("telnyx", eventId, applyTelnyxEvent),
});

// POST /telnyx/webhook: Telnyx gets its 200 once the event is stored, whatever the flow or Telnyx's API is doing.
export const telnyxIntake: WebhookIntake<TelnyxEnvelope> = {
  sender: "telnyx",
  mediaType: "application/json",
  verify: (raw, request) => {
    verifyTelnyxSignature(raw, request.headers);
    const body = parse(raw);
    return { id: body.data.id, type: body.data.event_type, event: body };
  },
  apply: applyTelnyxEvent,
  // One leg's events are applied one at a time in arrival order: a hangup right behind its ring never overtakes it
  // (with the other legs of its queue, which wait their turn).
  applyLater: ({ id, event }) =>
    addJobSql(applyTelnyxEventJob, { eventId: id }, { jobKey: `telnyx.events:${id}`, queueName: legQueue(event) }),
};
