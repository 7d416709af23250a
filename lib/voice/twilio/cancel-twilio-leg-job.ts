import { z } from "zod";
import { defineJob } from "../../jobs/define-job";
import { cancelTwilioLeg } from "./cancel-twilio-leg";
import { callSid } from "./twilio-params";

// A resident's phone still ringing after the visitor left, canceled at Twilio after the hang-up commits.
export const cancelTwilioLegJob = defineJob({
  kind: "twilio.cancel-leg",
  schema: z.object({ callSid }),
  concurrency: 10,
  maxAttempts: 8,
  run: ({ callSid: leg }) => cancelTwilioLeg(leg),
});
