import { z } from "zod";
import { defineJob } from "../../jobs/define-job";
import { sendTelnyxCommands } from "./telnyx-client";

const telnyxCommand = z.object({ path: z.string().startsWith("/"), body: z.record(z.string(), z.unknown()) });

// The commands one Call Control event decided, sent in order after the event commits; ids derive from the event,
// so a retry repeats the same command_id and Telnyx drops what it already ran.
export const sendTelnyxCommandsJob = defineJob({
  kind: "telnyx.commands",
  schema: z.object({ eventId: z.string().min(1), commands: z.array(telnyxCommand).min(1) }),
  concurrency: 25,
  maxAttempts: 12,
  run: ({ eventId, commands }) => sendTelnyxCommands(commands, eventId),
});
