import type { Prisma } from "../../db/generated/client";
import { enqueueJob } from "../../jobs/enqueue-job";
import { ringingResidentLegs } from "../ringing-resident-legs";
import { cancelTwilioLegJob } from "./cancel-twilio-leg-job";

// Queues the cancel of each resident leg still ringing; keyed by the leg, so a repeated callback queues it once.
export async function cancelRingingTwilioLegs(
  tx: Prisma.TransactionClient,
  callId: string,
  legs?: string[],
): Promise<void> {
  for (const leg of legs ?? (await ringingResidentLegs(tx, callId)))
    await enqueueJob(tx, cancelTwilioLegJob, { callSid: leg }, { jobKey: `twilio.cancel-leg:${leg}` });
}
