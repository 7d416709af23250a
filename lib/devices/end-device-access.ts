import { revokeDeviceCredentials } from "../device-gateway/broker-accounts";
import { readMqttSettings } from "../device-gateway/mqtt-settings";
import { log } from "../http/log";

// After the commit that retired or deleted a device: its broker account and live session end.
export async function endDeviceAccess(deviceId: string): Promise<void> {
  if (!readMqttSettings()) return;
  await revokeDeviceCredentials(deviceId).catch((error) => log.error("device.revoke_failed", { deviceId, error }));
}
