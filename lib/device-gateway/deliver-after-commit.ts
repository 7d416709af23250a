import { db } from "../db/client";
import { log } from "../http/log";
import { deliverCommand } from "./deliver-command";

// Publishes a just-committed command; a failure leaves it pending and the sweep expires it.
export async function deliverAfterCommit(commandId: string | null | undefined): Promise<void> {
  if (!commandId) return;
  await deliverCommand(db(), commandId).catch((error) => log.error("device.command_not_sent", { commandId, error }));
}
