import type { Prisma } from "../../db/generated/client";
import type { Writes } from "../../db/write-statement";
import type { WebhookIntake } from "../../webhooks/webhook-route";
import type { Twiml } from "./twilio-twiml";
import { verifyTwilioRequest, type TwilioRequest } from "./verify-twilio-request";

const reply = (twiml: Twiml) => ({ contentType: "text/xml", body: twiml.toString() });

// One Twilio callback kind: how its deliveries are told apart, and the TwiML it answers.
export function twilioIntake(
  type: string,
  eventIdOf: (request: TwilioRequest) => string,
  answer: (tx: Prisma.TransactionClient, request: TwilioRequest) => Promise<Twiml>,
): WebhookIntake<TwilioRequest> {
  return { ...verifiedAs(type, eventIdOf), apply: async (tx, { event }) => reply(await answer(tx, event)) };
}

// A callback kind whose answer comes from reads alone and whose writes commit with the delivery in one statement.
export function plannedTwilioIntake(
  type: string,
  eventIdOf: (request: TwilioRequest) => string,
  plan: (request: TwilioRequest) => Promise<{ twiml: Twiml; writes: Writes }>,
): WebhookIntake<TwilioRequest> {
  return {
    ...verifiedAs(type, eventIdOf),
    plan: async ({ event }) => {
      const { twiml, writes } = await plan(event);
      return { reply: reply(twiml), writes };
    },
  };
}

function verifiedAs(type: string, eventIdOf: (request: TwilioRequest) => string) {
  return {
    sender: "twilio" as const,
    mediaType: "application/x-www-form-urlencoded" as const,
    verify: (raw: Buffer, request: Request) => {
      const verified = verifyTwilioRequest(raw, request);
      return { id: `${type}:${eventIdOf(verified)}`, type, event: verified };
    },
  };
}
