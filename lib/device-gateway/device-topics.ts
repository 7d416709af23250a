// Every device topic lives under gatehouse/v1/devices/{deviceId}/{kind}.
export const TOPIC_ROOT = "gatehouse/v1/devices";
export const DEVICE_TOPIC_KINDS = ["status", "acks", "events", "commands"] as const;
export type DeviceTopicKind = (typeof DEVICE_TOPIC_KINDS)[number];

// Platform-only topic the embedded broker listens on to drop a device's connection.
export const KICK_TOPIC = "gatehouse/v1/platform/kick";

export const deviceTopic = (deviceId: string, kind: DeviceTopicKind) => `${TOPIC_ROOT}/${deviceId}/${kind}`;
export const topicPrefix = (deviceId: string) => `${TOPIC_ROOT}/${deviceId}/`;

const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

// The device and kind a concrete topic names, or null for anything else (wildcards included).
export function parseDeviceTopic(topic: string): { deviceId: string; kind: DeviceTopicKind } | null {
  const parts = topic.split("/");
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}/${parts[2]}` !== TOPIC_ROOT) return null;
  const [deviceId, kind] = [parts[3], parts[4]];
  if (!DEVICE_ID.test(deviceId) || !(DEVICE_TOPIC_KINDS as readonly string[]).includes(kind)) return null;
  return { deviceId, kind: kind as DeviceTopicKind };
}
