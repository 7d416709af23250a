import { randomBytes } from "node:crypto";
import type { MqttClient } from "mqtt";

const CONTROL = "$CONTROL/dynamic-security/v1";
export type DynsecCommand = { command: string } & Record<string, unknown>;
type DynsecResponse = { command: string; error?: string };

// Sends commands to Mosquitto's dynamic security plugin and waits for its answers.
export async function dynsecCommand(
  client: MqttClient,
  commands: DynsecCommand[],
  timeoutMs = 5000,
): Promise<DynsecResponse[]> {
  const correlation = randomBytes(8).toString("hex");
  const tagged = commands.map((command, index) => ({ ...command, correlationData: `${correlation}-${index}` }));
  await client.subscribeAsync(`${CONTROL}/response`, { qos: 1 });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        finish(
          new Error("Mosquitto's dynamic security plugin did not answer: is it loaded and is MQTT_USERNAME its admin?"),
        ),
      timeoutMs,
    );
    const onMessage = (topic: string, payload: Buffer) => {
      if (topic !== `${CONTROL}/response`) return;
      const { responses } = JSON.parse(payload.toString()) as {
        responses?: (DynsecResponse & { correlationData?: string })[];
      };
      if (!responses?.some((r) => r.correlationData?.startsWith(correlation))) return;
      finish(null, responses);
    };
    const finish = (error: Error | null, responses: DynsecResponse[] = []) => {
      clearTimeout(timer);
      client.off("message", onMessage);
      if (error) reject(error);
      else resolve(responses);
    };
    client.on("message", onMessage);
    client
      .publishAsync(CONTROL, JSON.stringify({ commands: tagged }), { qos: 1 })
      .catch((error: Error) => finish(error));
  });
}
