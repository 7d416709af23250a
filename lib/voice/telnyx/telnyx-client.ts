import { ApiError } from "../../http/error-codes";
import { log } from "../../http/log";
import { assertOutsideTransaction } from "../../db/transaction-scope";
import { config } from "../../config/read-config";

export type TelnyxCommand = { path: string; body: Record<string, unknown> };

const ATTEMPTS = 3;
const baseUrl = () => (config().TELNYX_API_BASE ?? "https://api.telnyx.com/v2").replace(/\/+$/, "");
const retryDelay = (attempt: number) => (config().TELNYX_RETRY_DELAY_MS ?? 250) * 2 ** attempt;
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

async function sendOnce(command: TelnyxCommand, commandId: string): Promise<Response> {
  return fetch(`${baseUrl()}${command.path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${config().TELNYX_API_KEY ?? ""}`, "content-type": "application/json" },
    body: JSON.stringify({ ...command.body, command_id: commandId }),
    // Sent from a job, outside any transaction: a slow carrier only delays this job.
    signal: AbortSignal.timeout(15_000),
  });
}

// Sends one Call Control command, retried on network errors and 5xx; command_id lets Telnyx drop a repeat.
async function send(command: TelnyxCommand, commandId: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const response = await sendOnce(command, commandId);
      status = response.status;
      await response.body?.cancel();
      if (response.ok) return;
      // A refusal such as "call already ended" will not change on retry; the flow moves on.
      if (!retryable(status)) return void log.warn("telnyx command refused", { path: command.path, status });
    } catch (error) {
      log.warn("telnyx command failed", {
        path: command.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (attempt + 1 >= ATTEMPTS)
      throw new ApiError("UPSTREAM_UNAVAILABLE", `Telnyx did not accept a command (status ${status || "none"})`);
    await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
  }
}

// The one way commands reach Telnyx; ids derive from the webhook event so a redelivered event sends the same ids.
export async function sendTelnyxCommands(commands: TelnyxCommand[], eventId: string): Promise<void> {
  assertOutsideTransaction("A Telnyx command");
  for (const [index, command] of commands.entries()) await send(command, `${eventId}-${index}`);
}
