import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { config } from "../config/read-config";
import { generateDevicePassword } from "../devices/device-credentials";
import { log } from "../http/log";
import { demoProperties, deviceId } from "../seed/demo-fixtures";
import { simulateDevice, type SimulatedDevice } from "./simulate-device";

// In development the demo doors run simulated controllers, so an unlock goes the whole way to a door and back.
export async function startDemoControllers(brokerUrl: string): Promise<{ count: number; stop: () => Promise<void> }> {
  const database = createDatabaseClient(config().DATABASE_URL);
  const ids = demoProperties
    .flatMap((property) =>
      property.devices.map((device, index) => ({ id: deviceId(property.id, index), kind: device.kind })),
    )
    .filter((device) => device.kind === "door_controller" || device.kind === "intercom")
    .map((device) => device.id);
  const doors = await database.device.findMany({
    where: { id: { in: ids }, status: { not: "retired" } },
    select: { id: true },
  });
  const running: SimulatedDevice[] = [];
  for (const door of doors) {
    const { password, hash } = generateDevicePassword();
    await database.device.update({
      where: { id: door.id },
      data: { credentialHash: hash, credentialsIssuedAt: new Date() },
    });
    try {
      running.push(
        await simulateDevice({
          url: brokerUrl,
          deviceId: door.id,
          password,
          firmware: "demo-1.0.0",
          log: (line) => log.info("demo.controller", { deviceId: door.id, line }),
        }),
      );
    } catch (error) {
      log.warn("demo.controller_failed", { deviceId: door.id, error });
    }
  }
  await endDatabaseClient(database);
  return { count: running.length, stop: async () => void (await Promise.all(running.map((device) => device.stop()))) };
}
