import type { Database } from "../db/client";
import { log } from "../http/log";
import { connectPlatformClient } from "./connect-platform-client";
import type { DeviceMessage } from "./device-message";
import { deviceQueues } from "./device-queues";
import { TOPIC_ROOT } from "./device-topics";
import { expireCommands } from "./expire-commands";
import { queueStrandedCommands } from "./queue-stranded-commands";
import { handleAck } from "./handle-ack";
import { handleEvent } from "./handle-event";
import { handleStatus } from "./handle-status";
import type { MqttSettings } from "./mqtt-settings";

const handlers: DeviceMessage[] = [handleStatus, handleAck, handleEvent];

export type DeviceGateway = { stop: () => Promise<void> };

// The platform's listening side: device status, acks and events in, expired commands closed, stranded ones queued.
// On a shared external broker every app instance subscribes in one shared group, so each message is handled once.
export async function startDeviceGateway(database: Database, settings: MqttSettings): Promise<DeviceGateway> {
  const client = await connectPlatformClient(settings, "gateway");
  const group = settings.broker === "mosquitto" ? "$share/gatehouse/" : "";
  const byTopic = new Map(handlers.map((handler) => [`${group}${TOPIC_ROOT}/+/${handler.kind}`, handler]));
  const queues = deviceQueues();
  client.on("message", (topic, payload) => {
    const handler = handlers.find((candidate) => topic.endsWith(`/${candidate.kind}`));
    if (!handler) return void log.warn("device.message_dropped", { reason: "no handler", topic: topic.slice(0, 200) });
    // Checked as it arrives: only a message that passes waits in its device's lane, so a malformed status never
    // replaces a valid one waiting.
    const message = handler.prepare(topic, payload);
    if (!message) return;
    const work = () => message.run(database);
    if (handler.kind === "status") queues.status(message.deviceId, work);
    else queues.other(message.deviceId, work);
  });
  await client.subscribeAsync([...byTopic.keys()], { qos: 1 });
  // A sweep starts only once the last one has finished, so a slow database gets no pile of them.
  let sweeping: Promise<unknown> | null = null;
  const sweep = setInterval(() => {
    sweeping ??= Promise.all([
      expireCommands(database).catch((error) => log.error("device.expire_failed", { error })),
      queueStrandedCommands(database).catch((error) => log.error("device.requeue_failed", { error })),
    ]).finally(() => (sweeping = null));
  }, 1000);
  sweep.unref();
  return {
    stop: async () => {
      clearInterval(sweep);
      await client.endAsync();
      // Messages already received, and a sweep under way, finish before the database goes.
      await Promise.allSettled([queues.settled(), sweeping]);
    },
  };
}
