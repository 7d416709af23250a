import { parseDeviceTopic, type DeviceTopicKind } from "./device-topics";

// Who is on the other end of a connection: the platform's own client or one device.
export type BrokerIdentity = { kind: "platform" } | { kind: "device"; deviceId: string };

const DEVICE_PUBLISHES: DeviceTopicKind[] = ["status", "acks", "events"];

// A device publishes only to its own status, acks and events; only the platform publishes commands.
export function mayPublish(identity: BrokerIdentity, topic: string): boolean {
  if (identity.kind === "platform") return true;
  const parsed = parseDeviceTopic(topic);
  return parsed !== null && parsed.deviceId === identity.deviceId && DEVICE_PUBLISHES.includes(parsed.kind);
}

// A device subscribes only to its own commands; the platform to anything.
export function maySubscribe(identity: BrokerIdentity, topicFilter: string): boolean {
  if (identity.kind === "platform") return true;
  const parsed = parseDeviceTopic(topicFilter);
  return parsed !== null && parsed.deviceId === identity.deviceId && parsed.kind === "commands";
}
