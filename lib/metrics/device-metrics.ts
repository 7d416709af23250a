import { Gauge, Histogram } from "prom-client";
import type { Database } from "../db/client";
import { defineMetric } from "./metrics-registry";

const delivery = () =>
  defineMetric(
    "device_command_delivery",
    (registry) =>
      new Histogram({
        name: "gatehouse_device_command_delivery_seconds",
        help: "From an unlock's request to the broker confirming its publish to the door",
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
        registers: [registry],
      }),
  );

// Recorded by the worker that publishes the command.
export const recordCommandDelivery = (seconds: number) => delivery().observe(Math.max(0, seconds));

// Brokers running in this process, each counting its connected devices (the platform's own clients excluded).
const brokers = new Set<() => number>();

const connectedDevices = () =>
  defineMetric(
    "mqtt_connected_devices",
    (registry) =>
      new Gauge({
        name: "gatehouse_mqtt_connected_devices",
        help: "Devices connected to the embedded MQTT broker right now",
        registers: [registry],
        collect() {
          this.set([...brokers].reduce((sum, count) => sum + count(), 0));
        },
      }),
  );

// Called by the embedded broker as it starts; the returned function is called as it stops.
export function watchBrokerConnections(count: () => number): () => void {
  connectedDevices();
  brokers.add(count);
  return () => brokers.delete(count);
}

type Count = { status: string; count: bigint };

// Devices and commands by status, read from the database at scrape time, so every instance reports the whole fleet;
// a database that is away leaves them empty rather than failing the scrape.
export function watchDevices(database: () => Database): void {
  defineMetric("devices", (registry) => {
    new Gauge({
      name: "gatehouse_devices",
      help: "Devices by status (online, offline, provisioning, retired)",
      labelNames: ["status"],
      registers: [registry],
      async collect() {
        const rows = await database().$queryRaw<
          Count[]
        >`select status::text, count(*) from devices group by status`.catch(() => null);
        if (!rows) return this.reset();
        this.reset();
        for (const status of ["online", "offline", "provisioning", "retired"]) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
    new Gauge({
      name: "gatehouse_device_commands",
      help: "Device commands by status (pending, sent, acknowledged, failed, expired)",
      labelNames: ["status"],
      registers: [registry],
      async collect() {
        const rows = await database().$queryRaw<
          Count[]
        >`select status::text, count(*) from device_commands group by status`.catch(() => [] as Count[]);
        this.reset();
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
    return true;
  });
}
