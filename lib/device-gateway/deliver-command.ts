import type { Database } from "../db/client";
import { log } from "../http/log";
import { deviceTopic } from "./device-topics";
import { platformPublisher } from "./platform-publisher";

// Publishes a pending command to its device (QoS 1) and marks it sent; an expired or settled
// command is skipped, so running this twice for one command publishes at most once more.
export async function deliverCommand(database: Database, commandId: string): Promise<"sent" | "skipped"> {
  const command = await database.deviceCommand.findUnique({ where: { id: commandId } });
  if (!command || command.status !== "pending" || !command.expiresAt || command.expiresAt.getTime() <= Date.now()) return "skipped";
  const { client, settings } = await platformPublisher();
  const issuedAt = command.createdAt;
  const payload = {
    id: command.id, command: command.command, durationSeconds: 5,
    issuedAt: issuedAt.toISOString(), expiresAt: command.expiresAt.toISOString(),
  };
  const secondsLeft = Math.max(1, Math.ceil((command.expiresAt.getTime() - Date.now()) / 1000));
  const published = client.publishAsync(deviceTopic(command.deviceId, "commands"), JSON.stringify(payload), {
    qos: 1,
    ...(settings.broker === "mosquitto" ? { properties: { messageExpiryInterval: secondsLeft } } : {}),
  });
  // A broker that is away must not hold the caller: the command stays pending and expires.
  await Promise.race([published, new Promise((_, reject) => setTimeout(() => reject(new Error("the MQTT broker did not confirm the command")), 3000).unref())]);
  // An ack can overtake this update; only a still-pending command becomes sent.
  await database.deviceCommand.updateMany({ where: { id: command.id, status: "pending" }, data: { status: "sent", sentAt: new Date() } });
  log.info("device.command_sent", { commandId: command.id, deviceId: command.deviceId });
  return "sent";
}
