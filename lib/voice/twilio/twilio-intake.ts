import type { Prisma } from "../../db/generated/client";
import type { WebhookIntake } from "../../webhooks/webhook-route";
import type { Twiml } from "./twilio-twiml";
import { verifyTwilioRequest, type TwilioRequest } from "./verify-twilio-request";

// One Twilio callback kind: how its deliveries are told apart, and the TwiML it answers.
export function twilioIntake(
  type: string,
  eventIdOf: (request: TwilioRequest) => string,
  answer: (tx: Prisma.TransactionClient, request: TwilioRequest) => Promise<Twiml>,
): WebhookIntake<TwilioRequest> {
  return {
    sender: "twilio",
    verify: (raw, request) => {
      const verified = verifyTwilioRequest(raw, request);
      return { id: `${type}:${eventIdOf(verified)}`, type, event: verified };
    },
    apply: async (tx, { event }) => ({ contentType: "text/xml", body: (await answer(tx, event)).toString() }),
  };
}
