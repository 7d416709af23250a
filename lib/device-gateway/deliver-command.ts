import type { Database } from "../db/client";
import { Prisma, type DeviceCommand } from "../db/generated/client";
import { modelColumns } from "../db/model-columns";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { log } from "../http/log";
import { recordCommandDelivery } from "../metrics/device-metrics";
import { deviceTopic } from "./device-topics";
import { platformPublisher } from "./platform-publisher";

const COMMAND_COLUMNS = modelColumns(Prisma.DeviceCommandScalarFieldEnum);

// Claims a pending, unexpired command as sent, answering it as claimed (none when it was not): raw SQL, as this runs
// on every door opening and a model query costs the app far more CPU than the statement costs the database.
async function claimCommand(database: Database, commandId: string, sentAt: Date): Promise<DeviceCommand | null> {
  const [claimed] = await database.$queryRaw<DeviceCommand[]>`
    UPDATE device_commands SET status = 'sent', "sentAt" = ${utc(sentAt)}, "updatedAt" = ${utc(sentAt)}
    WHERE id = ${commandId} AND status = 'pending' AND "expiresAt" > ${utc(sentAt)}
    RETURNING ${COMMAND_COLUMNS}`;
  return claimed ?? null;
}

// Publishes a pending, unexpired command to its device (QoS 1). The command is marked sent before
// the publish, in one statement, so two runs for one command publish once; a failed publish puts it back.
export async function deliverCommand(database: Database, commandId: string): Promise<"sent" | "skipped"> {
  return (await publishCommand(database, commandId)) ? "sent" : "skipped";
}

// The same, answering the command as it was sent (null when it was not pending, or expired).
export async function publishCommand(database: Database, commandId: string): Promise<DeviceCommand | null> {
  assertOutsideTransaction("A broker publish");
  const sentAt = new Date();
  // One round trip claims the command and reads what the door needs.
  const command = await claimCommand(database, commandId, sentAt);
  if (!command) return null;
  const expiresAt = command.expiresAt ?? sentAt;
  try {
    const { client, settings } = await platformPublisher();
    const payload = {
      id: command.id,
      command: command.command,
      durationSeconds: 5,
      issuedAt: command.createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    const secondsLeft = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    const published = client.publishAsync(deviceTopic(command.deviceId, "commands"), JSON.stringify(payload), {
      qos: 1,
      ...(settings.broker === "mosquitto" ? { properties: { messageExpiryInterval: secondsLeft } } : {}),
    });
    // A broker that is away must not hold the worker: the command goes back to pending for a retry, or expires.
    await Promise.race([
      published,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("the MQTT broker did not confirm the command")), 3000).unref(),
      ),
    ]);
  } catch (error) {
    // An ack may already have settled it; only a still-sent command goes back.
    await database.deviceCommand.updateMany({
      where: { id: commandId, status: "sent", sentAt },
      data: { status: "pending", sentAt: null },
    });
    throw error;
  }
  recordCommandDelivery((Date.now() - command.createdAt.getTime()) / 1000);
  log.info("device.command_sent", { commandId: command.id, deviceId: command.deviceId });
  return command;
}
