import { log } from "./log";

const windows = new Map<string, { until: number; suppressed: number }>();
const MAX_KEYS = 10_000;

// For lines a flood could repeat thousands of times a second (a device's refused or dropped messages, failed MQTT
// sign-ins): one line per key per window, carrying how many were left out since the last one.
export function logAtMostEvery(
  windowMs: number,
  key: string,
  level: "info" | "warn",
  msg: string,
  fields: Record<string, unknown> = {},
): void {
  const now = Date.now();
  const seen = windows.get(key);
  if (seen && now < seen.until) {
    seen.suppressed++;
    return;
  }
  // Bounded: past this many keys in a window, the count of the oldest is lost rather than memory.
  if (!seen && windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
  windows.set(key, { until: now + windowMs, suppressed: 0 });
  log[level](msg, seen?.suppressed ? { ...fields, suppressed: seen.suppressed } : fields);
}
