import { withinTimeLimit } from "../http/within-time-limit";
import { deviceTopic, KICK_TOPIC } from "./device-topics";
import { dynsecCommand } from "./dynsec-command";
import { platformPublisher } from "./platform-publisher";

const roleName = (deviceId: string) => `device-${deviceId}`;
const IGNORABLE = /already exists|not found/i;

// Mosquitto answers each command; one it refused for a reason other than "already so" fails the whole change.
function throwRefusals(responses: { command: string; error?: string }[]): void {
  const failed = responses.filter((r) => r.error && !IGNORABLE.test(r.error));
  if (failed.length) throw new Error(`Mosquitto refused: ${failed.map((r) => `${r.command}: ${r.error}`).join("; ")}`);
}

// The routes that issue a device's password or retire it wait for the broker this long at most.
export const BROKER_TIMEOUT_MS = 6_000;

// Makes the broker accept the device's new password and only it; a session on the old one ends.
export function applyDeviceCredentials(deviceId: string, password: string): Promise<void> {
  return withinTimeLimit(applyCredentials(deviceId, password), BROKER_TIMEOUT_MS, "The broker");
}

// A retired device can no longer sign in, and its live session ends; a refusal or no answer in time throws.
export function revokeDeviceCredentials(deviceId: string): Promise<void> {
  return withinTimeLimit(revokeCredentials(deviceId), BROKER_TIMEOUT_MS, "The broker");
}

async function applyCredentials(deviceId: string, password: string): Promise<void> {
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
  throwRefusals(responses);
}

async function revokeCredentials(deviceId: string): Promise<void> {
  const { client, settings } = await platformPublisher();
  if (settings.broker === "embedded")
    return void (await client.publishAsync(KICK_TOPIC, JSON.stringify({ deviceId }), { qos: 1 }));
  const responses = await dynsecCommand(client, [
    { command: "deleteClient", username: deviceId },
    { command: "deleteRole", rolename: roleName(deviceId) },
  ]);
  throwRefusals(responses);
}
