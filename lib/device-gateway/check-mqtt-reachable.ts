import { connectPlatformClient } from "./connect-platform-client";
import { explainMqttFailure } from "./explain-mqtt-failure";
import type { MqttSettings } from "./mqtt-settings";

// Connects once without retrying, so an unreachable broker or a refused sign-in stops the start with one line.
export async function checkMqttReachable(settings: MqttSettings): Promise<void> {
  const client = await connectPlatformClient(settings, "check", { retryFirstConnect: false }).catch(
    (error: unknown) => {
      throw explainMqttFailure(error, settings);
    },
  );
  await client.endAsync();
}
