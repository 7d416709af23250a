import { logAtMostEvery } from "../http/log-at-most";

// Acks and events of one device waiting to be handled; past this many, more are dropped (a device flooding its own
// topics delays only itself, and by at most this many messages).
export const MAX_QUEUED_PER_DEVICE = 100;

type Lane = { tail: Promise<unknown>; waiting: number };

// Each device's messages in two lanes, each in arrival order: its status (online then offline must not swap), where a
// status still waiting is replaced by a newer one, so a Will is never behind a backlog; and its acks and events.
export function deviceQueues() {
  const lanes = new Map<string, Lane>();
  const latestStatus = new Map<string, () => Promise<unknown>>();

  const enqueue = (key: string, work: () => Promise<unknown>) => {
    const lane = lanes.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    lane.waiting++;
    // A message's own failures are logged by its handler (device-message.ts); the lane goes on either way.
    const next = lane.tail
      .then(work)
      .catch(() => undefined)
      .finally(() => {
        lane.waiting--;
        if (lanes.get(key) === lane && lane.tail === next) lanes.delete(key);
      });
    lane.tail = next;
    lanes.set(key, lane);
  };

  return {
    status(deviceId: string, work: () => Promise<unknown>): void {
      const waiting = latestStatus.has(deviceId);
      latestStatus.set(deviceId, work);
      if (waiting) return;
      enqueue(`${deviceId}:status`, () => {
        const newest = latestStatus.get(deviceId)!;
        latestStatus.delete(deviceId);
        return newest();
      });
    },
    other(deviceId: string, work: () => Promise<unknown>): "queued" | "dropped" {
      const key = `${deviceId}:other`;
      if ((lanes.get(key)?.waiting ?? 0) >= MAX_QUEUED_PER_DEVICE) {
        logAtMostEvery(10_000, `device.flood_dropped:${deviceId}`, "warn", "device.flood_dropped", {
          deviceId,
          queued: MAX_QUEUED_PER_DEVICE,
        });
        return "dropped";
      }
      enqueue(key, work);
      return "queued";
    },
    settled: () => Promise.allSettled([...lanes.values()].map((lane) => lane.tail)),
  };
}
