import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db/client";

// The command as the door's job left it: waits briefly (up to waitMs) for the worker to publish it,
// so a caller waiting in person sees "sent" or the door's ack rather than "pending".
export async function readDispatchedCommand(commandId: string, waitMs = 1500) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const command = await db().deviceCommand.findUniqueOrThrow({ where: { id: commandId } });
    if (command.status !== "pending" || Date.now() >= deadline) return command;
    await sleep(50);
  }
}
