import { createHash } from "node:crypto";

// Named queues stay few: graphile-worker's job fetch locks every named queue there is, so their number is its cost.
const QUEUES = 64;

// One of a kind's 64 named queues, chosen by a key (a call leg, an endpoint), so the key's jobs always share one.
export const hashedQueueName = (prefix: string, key: string) =>
  `${prefix}${createHash("sha256").update(key).digest().readUInt32BE(0) % QUEUES}`;
