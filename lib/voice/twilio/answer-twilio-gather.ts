import { decideEntry } from "../decide-entry";
import { selectUnit } from "../select-unit";
import { twilioIntake } from "./twilio-intake";
import { directoryQuery, gatherParams, residentQuery } from "./twilio-params";
import { dialTwiml, directoryTwiml, sayAndHangUp } from "./twilio-twiml";
import type { TwilioRequest } from "./verify-twilio-request";
import type { Prisma } from "../../db/generated/client";

async function answerDirectory(tx: Prisma.TransactionClient, { query, form }: TwilioRequest) {
  const { callId, attempt } = directoryQuery.parse(query);
  const choice = await selectUnit(tx, callId, gatherParams.parse(form).Digits, attempt);
  if (choice.kind === "retry") return directoryTwiml(callId, choice.prompt, choice.attempt);
  return choice.kind === "dial" ? dialTwiml(choice.dial, choice.message) : sayAndHangUp(choice.message);
}

async function answerResident(tx: Prisma.TransactionClient, { query, form }: TwilioRequest) {
  const { callId, residentId } = residentQuery.parse(query);
  const answer = await decideEntry(tx, callId, residentId, gatherParams.parse(form).Digits, new Date());
  return sayAndHangUp(answer.residentMessage);
}

// POST /twilio/gather: keys from the visitor at the directory prompt, or from the resident at the whisper.
export const twilioGatherIntake = twilioIntake(
  "gather",
  ({ query, form }) => [form.CallSid, query.step, query.callId, query.attempt ?? query.index, form.Digits].join(":"),
  (tx, request) => (request.query.step === "resident" ? answerResident(tx, request) : answerDirectory(tx, request)),
);
