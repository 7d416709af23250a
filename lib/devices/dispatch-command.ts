import { db } from "../db/client";
import { publishCommand } from "../device-gateway/deliver-command";
import { readMqttSettings } from "../device-gateway/mqtt-settings";
import { publishUnlockJob } from "../device-gateway/publish-unlock-job";
import { log } from "../http/log";
import { enqueueJob } from "../jobs/enqueue-job";
import { readDispatchedCommand } from "./read-dispatched-command";

// A process with the broker's settings (the app under `npm start`/`npm run dev`) publishes its own openings.
export const publishesAfterCommit = () => readMqttSettings() !== null;

// After an opening commits: the command is published from this process at once, so the door does not wait for a
// worker. A publish that fails (the broker away) queues the command's job; a command this process never got to publish
// (it stopped) is queued by the device gateway's sweep.
export async function dispatchCommand(commandId: string) {
  if (!publishesAfterCommit()) return readDispatchedCommand(commandId);
  try {
    // As sent: an ack arriving meanwhile shows on the next read (the dashboard and portal poll until it does).
    const sent = await publishCommand(db(), commandId);
    if (sent) return sent;
  } catch (error) {
    log.warn("device.publish_after_commit_failed", { commandId, error: (error as Error).message });
    // The command is pending again: the job retries with backoff (keyed by the command, as the sweep would queue it).
    await enqueueJob(db(), publishUnlockJob, { commandId }, { jobKey: commandId }).catch((queueError: Error) =>
      log.error("device.command_not_queued", { commandId, error: queueError.message }),
    );
  }
  return db().deviceCommand.findUniqueOrThrow({ where: { id: commandId } });
}
