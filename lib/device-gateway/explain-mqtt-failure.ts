import { errorCode, StartupError } from "../bootstrap/startup-error";
import type { MqttSettings } from "./mqtt-settings";

const DEFAULT_PORTS: Record<string, string> = { "mqtt:": "1883", "mqtts:": "8883", "ws:": "80", "wss:": "443" };

// Where MQTT_URL points, without any password it carries.
function describeBroker(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || DEFAULT_PORTS[parsed.protocol] || "1883"}`;
  } catch {
    return "an unreadable address";
  }
}

// The external broker's refusal or silence, in one line that says what to fix.
export function explainMqttFailure(error: unknown, settings: MqttSettings): StartupError {
  const where = describeBroker(settings.url);
  const embedded = "or unset MQTT_URL to use the embedded broker";
  const code = errorCode(error) as string | number | undefined;
  if (code === "ECONNREFUSED")
    return new StartupError(
      `Nothing answers at ${where} (MQTT_URL): start the MQTT broker there, fix MQTT_URL, ${embedded}.`,
    );
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new StartupError(`The host of MQTT_URL (${where}) cannot be resolved: fix the host name, ${embedded}.`);
  // CONNACK refusals: 4/5 in MQTT 3.1.1, 134/135 in MQTT 5.
  if (code === 4 || code === 5 || code === 134 || code === 135) {
    return new StartupError(
      `The MQTT broker at ${where} refused user "${settings.username}": fix MQTT_USERNAME and MQTT_PASSWORD.`,
    );
  }
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  if (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH" || /couldn't connect/i.test(message)) {
    return new StartupError(
      `The MQTT broker at ${where} (MQTT_URL) did not answer within 5 s: check the address and any firewall, ${embedded}.`,
    );
  }
  return new StartupError(
    `The MQTT broker at ${where} (MQTT_URL) cannot be used (${message}): check MQTT_URL, MQTT_USERNAME and MQTT_PASSWORD.`,
  );
}
