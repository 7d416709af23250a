import { log } from "../http/log";
import { deviceTopic, KICK_TOPIC } from "./device-topics";
import { dynsecCommand } from "./dynsec-command";
import { platformPublisher } from "./platform-publisher";

const roleName = (deviceId: string) => `device-${deviceId}`;
const IGNORABLE = /already exists|not found/i;

// Makes the broker accept the device's new password and only it; a session on the old one ends.
export async function applyDeviceCredentials(deviceId: string, password: string): Promise<void> {
  const { client, settings } = await platformPublisher();
  if (settings.broker === "embedded") {
    // The embedded broker checks the database on connect; only the live session must go.
    await client.publishAsync(KICK_TOPIC, JSON.stringify({ deviceId }), { qos: 1 });
    return;
  }
  const acl = (acltype: string, kind: "status" | "acks" | "events" | "commands") => ({
    command: "addRoleACL",
    rolename: roleName(deviceId),
    acltype,
    topic: deviceTopic(deviceId, kind),
    allow: true,
  });
  const responses = await dynsecCommand(client, [
    { command: "createRole", rolename: roleName(deviceId) },
    acl("publishClientSend", "status"),
    acl("publishClientSend", "acks"),
    acl("publishClientSend", "events"),
    acl("subscribePattern", "commands"),
    acl("publishClientReceive", "commands"),
    // Deleting the client disconnects a session that used the old password.
    { command: "deleteClient", username: deviceId },
    {
      command: "createClient",
      username: deviceId,
      clientid: deviceId,
      password,
      roles: [{ rolename: roleName(deviceId) }],
    },
  ]);
  const failed = responses.filter((r) => r.error && !IGNORABLE.test(r.error));
  if (failed.length) throw new Error(`Mosquitto refused: ${failed.map((r) => `${r.command}: ${r.error}`).join("; ")}`);
}

// A retired device can no longer sign in, and its live session ends.
export async function revokeDeviceCredentials(deviceId: string): Promise<void> {
  const { client, settings } = await platformPublisher();
  if (settings.broker === "embedded")
    return void (await client.publishAsync(KICK_TOPIC, JSON.stringify({ deviceId }), { qos: 1 }));
  const responses = await dynsecCommand(client, [
    { command: "deleteClient", username: deviceId },
    { command: "deleteRole", rolename: roleName(deviceId) },
  ]);
  for (const r of responses)
    if (r.error && !IGNORABLE.test(r.error))
      log.warn("mqtt.revoke_failed", { deviceId, command: r.command, error: r.error });
}
