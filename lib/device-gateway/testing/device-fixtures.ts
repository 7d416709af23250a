import mqtt from "mqtt";
import { inject } from "vitest";
import { adminFetch } from "../../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { PLATFORM_USERNAME } from "../mqtt-settings";

export { startBlackholeRelay } from "./blackhole-relay";

// The test process publishes as the platform on the run's embedded broker, like the app does.
export function usePlatformConnection(): void {
  Object.assign(process.env, {
    MQTT_URL: inject("mqttUrl"),
    MQTT_USERNAME: PLATFORM_USERNAME,
    MQTT_PASSWORD: inject("mqttPlatformPassword"),
    MQTT_BROKER: "embedded",
  });
}

export async function createDoor(propertyId: string, status: "online" | "offline" | "provisioning" = "provisioning") {
  return testDatabase().device.create({
    data: {
      propertyId,
      name: `Door ${uniqueSuffix()}`,
      kind: "door_controller",
      serialNumber: `SN-${uniqueSuffix()}`,
      status,
    },
  });
}

export async function issueCredentials(key: string, deviceId: string) {
  const reply = await adminFetch(key, "POST", `/api/admin/devices/${deviceId}/credentials`);
  if (reply.status !== 201) throw new Error(`credentials: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.credentials as {
    username: string;
    password: string;
    clientId: string;
    mqttUrl: string;
    topicPrefix: string;
  };
}

// Connecting is refused (bad credentials) or succeeds; answers the CONNACK error, if any.
export async function connectError(url: string, options: mqtt.IClientOptions): Promise<string | null> {
  try {
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 3000, ...options });
    await client.endAsync();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
