import type { Segment } from "./split-buckets";

// A change in the devices online and known (online or offline), at epoch milliseconds: a rollup row's, with the
// device time its changes added within its own hour or quarter hour, or an event row's (grain null). The one change at
// null holds the devices online and known before the range.
export type UptimeChange = {
  at: number | null;
  grain: "hour" | "quarter" | null;
  online: number;
  known: number;
  onlineMs: number;
  knownMs: number;
};

const ROW_MS = { hour: 3_600_000, quarter: 900_000 } as const;

// Device time, segment by segment in time order: the devices online and known when a segment begins (those before
// the range, then every earlier change) over its length, plus each of its own changes from when it happened (a rollup
// row's from its row's end, with the time it knows within the row) to the segment's end. Each bucket's uptime is its
// online time over its online and offline time, the totals' (key null) the same over every bucket; null where there
// was no such time. `changes` come in time order, the one before the range first.
export function sumDeviceTime(segments: Segment[], changes: UptimeChange[]): Map<number | null, number | null> {
  let [online, known, next] = [0, 0, 0];
  const time = new Map<number | null, { online: number; known: number }>();
  const add = (key: number | null, onlineMs: number, knownMs: number) => {
    const sums = time.get(key);
    if (!sums) time.set(key, { online: onlineMs, known: knownMs });
    else [sums.online, sums.known] = [sums.online + onlineMs, sums.known + knownMs];
  };
  for (; next < changes.length && changes[next].at === null; next++) {
    online += changes[next].online;
    known += changes[next].known;
  }
  for (const { since: start, until: end, bucket } of segments) {
    let [onlineMs, knownMs] = [online * (end - start), known * (end - start)];
    for (; next < changes.length && changes[next].at! < end; next++) {
      const change = changes[next];
      const from = change.at! + (change.grain ? ROW_MS[change.grain] : 0);
      onlineMs += change.online * (end - from) + change.onlineMs;
      knownMs += change.known * (end - from) + change.knownMs;
      online += change.online;
      known += change.known;
    }
    if (bucket === null) continue;
    add(bucket, onlineMs, knownMs);
    add(null, onlineMs, knownMs);
  }
  return new Map([...time].map(([key, sums]) => [key, sums.known === 0 ? null : sums.online / sums.known]));
}
