import { revokeDeviceCredentials } from "../device-gateway/broker-accounts";
import { readMqttSettings } from "../device-gateway/mqtt-settings";
import { db } from "../db/client";
import { log } from "../http/log";
import { enqueueJob } from "../jobs/enqueue-job";
import { endDeviceAccessJob } from "./end-device-access-job";

// After the commit that retired or deleted a device: its broker account and live session end. A broker that refuses
// or does not answer in time is asked again by a job, so a retired device's account does not outlive it.
export async function endDeviceAccess(deviceId: string): Promise<void> {
  if (!readMqttSettings()) return;
  try {
    await revokeDeviceCredentials(deviceId);
  } catch (error) {
    log.warn("device.revoke_failed", { deviceId, error, retried: true });
    await enqueueJob(db(), endDeviceAccessJob, { deviceId });
  }
}
