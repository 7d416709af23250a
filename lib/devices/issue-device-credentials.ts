import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { applyDeviceCredentials } from "../device-gateway/broker-accounts";
import { topicPrefix } from "../device-gateway/device-topics";
import { readMqttSettings } from "../device-gateway/mqtt-settings";
import { ApiError } from "../http/error-codes";
import { log } from "../http/log";
import { generateDevicePassword } from "./device-credentials";
import type { DeviceCredentialsView } from "./device-credential-schemas";
import { findDevice } from "./find-device";

// Issues (or rotates) a device's MQTT password: only its hash is kept, the old one stops at once.
export async function issueDeviceCredentials(principal: AdminPrincipal, id: string): Promise<DeviceCredentialsView> {
  const device = await findDevice(principal, id);
  if (device.status === "retired") throw new ApiError("CONFLICT", "A retired device cannot be given credentials");
  const settings = readMqttSettings();
  if (!settings) throw new ApiError("SERVICE_UNAVAILABLE", "No MQTT broker is configured (MQTT_URL)");
  const { password, hash } = generateDevicePassword();
  await db().$transaction(async (tx) => {
    await tx.device.update({ where: { id }, data: { credentialHash: hash, credentialsIssuedAt: new Date() } });
    await recordAudit(tx, principal, {
      tenantId: device.property.tenantId,
      action: "device.credentials",
      targetType: "device",
      targetId: id,
    });
  });
  try {
    await applyDeviceCredentials(id, password);
  } catch (error) {
    log.error("device.credentials_not_applied", { deviceId: id, error });
    throw new ApiError("UPSTREAM_UNAVAILABLE", "The MQTT broker did not take the new credentials; try again");
  }
  return { username: id, password, clientId: id, mqttUrl: settings.publicUrl, topicPrefix: topicPrefix(id) };
}
