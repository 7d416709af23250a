import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MetricObjectWithValues, MetricValue } from "prom-client";
import { dataDir } from "../config/data-dir";
import { log } from "../http/log";
import { metricsRegistry } from "./metrics-registry";

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

// Metrics recorded outside the web server's process (job runs, command deliveries in the worker, the broker's
// connections) reach /metrics through a file per process in the data folder, rewritten every few seconds and read at
// scrape time.
const folder = () => path.join(dataDir(), "metrics");
const SHARED = /^gatehouse_(job_run|device_command_delivery|mqtt_connected_devices)/;
const STALE_MS = 60_000;

async function writeSnapshot(file: string): Promise<void> {
  const metrics = (await metricsRegistry().getMetricsAsJSON()).filter((metric) => SHARED.test(metric.name));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(metrics));
  renameSync(`${file}.tmp`, file);
}

type Sharing = { users: number; stop: () => void };
let sharing: Sharing | null = null;

// Started by a worker process (and by the MQTT broker beside the app); one file per process, however many parts of
// it share: the last one to stop removes the file.
export function shareMetrics(everyMs = 5_000): { stop: () => Promise<void> } {
  if (!sharing) {
    const file = path.join(folder(), `${os.hostname()}-${process.pid}.json`);
    const write = () =>
      writeSnapshot(file).catch((error: Error) => log.warn("could not share metrics", { error: error.message }));
    void write();
    const timer = setInterval(write, everyMs).unref();
    sharing = {
      users: 0,
      stop: () => {
        clearInterval(timer);
        rmSync(file, { force: true });
      },
    };
  }
  const current = sharing;
  current.users += 1;
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      current.users -= 1;
      if (current.users > 0 || sharing !== current) return;
      sharing = null;
      current.stop();
    },
  };
}

// Snapshots of the live processes (written within the last minute); a stopped process's file is gone or stale.
export function readSharedMetrics(): Snapshot[] {
  let names: string[];
  try {
    names = readdirSync(folder()).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  const snapshots: Snapshot[] = [];
  for (const name of names) {
    const file = path.join(folder(), name);
    try {
      if (Date.now() - statSync(file).mtimeMs > STALE_MS) continue;
      snapshots.push(JSON.parse(readFileSync(file, "utf8")) as Snapshot);
    } catch {
      // A file removed or replaced while read: the next scrape sees it.
    }
  }
  return snapshots;
}
