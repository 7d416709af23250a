import { z } from "zod";
import type { Database } from "../db/client";
import { retryTransient } from "../db/retry-transient";
import { log } from "../http/log";
import { logAtMostEvery } from "../http/log-at-most";
import { UnreadableTextError, parseJson } from "../http/parse-json";
import { parseDeviceTopic, type DeviceTopicKind } from "./device-topics";

export const MAX_DEVICE_PAYLOAD_BYTES = 4096;

export type DeviceContext<S extends z.ZodType> = {
  database: Database;
  device: { id: string; propertyId: string; tenantId: string; status: string };
  payload: z.infer<S>;
  receivedAt: Date;
};

type Outcome = "handled" | "dropped";
export type PreparedMessage = { deviceId: string; run: (database: Database) => Promise<Outcome> };

export type DeviceMessage = {
  kind: DeviceTopicKind;
  // The checks made before any database work, once, as the message arrives: its handling, or null when it is dropped
  // (and logged), so a malformed message never waits in a device's lane.
  prepare: (topic: string, payload: Buffer) => PreparedMessage | null;
  dispatch: (database: Database, topic: string, payload: Buffer) => Promise<Outcome>;
};

// The device surface, like adminRoute: the topic must be a known device's own topic of this kind,
// the payload small JSON matching the schema; anything else is logged and dropped, never thrown.
export function deviceMessage<S extends z.ZodType>(
  spec: { kind: DeviceTopicKind; schema: S },
  handler: (context: DeviceContext<S>) => Promise<void>,
): DeviceMessage {
  const drop = (reason: string, topic: string) => {
    const deviceId = parseDeviceTopic(topic)?.deviceId ?? "";
    logAtMostEvery(10_000, `device.message_dropped:${deviceId}`, "warn", "device.message_dropped", {
      reason,
      topic: topic.slice(0, 200),
    });
    return "dropped" as const;
  };
  type Valid = { deviceId: string; data: z.infer<S> };
  type Checked = Valid | { refused: string };
  const check = (topic: string, payload: Buffer): Checked => {
    const parsedTopic = parseDeviceTopic(topic);
    if (!parsedTopic || parsedTopic.kind !== spec.kind) return { refused: "foreign topic" };
    if (payload.length > MAX_DEVICE_PAYLOAD_BYTES) return { refused: "payload too large" };
    let json: unknown;
    try {
      json = parseJson(payload);
    } catch (error) {
      return { refused: error instanceof UnreadableTextError ? error.message : "malformed JSON" };
    }
    const parsed = spec.schema.safeParse(json);
    if (!parsed.success)
      return {
        refused: `invalid payload: ${parsed.error.issues
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")
          .slice(0, 300)}`,
      };
    return { deviceId: parsedTopic.deviceId, data: parsed.data };
  };
  const handle = async (database: Database, topic: string, checked: Valid): Promise<Outcome> => {
    try {
      // A read, so a busy pool or a timeout is simply tried again; raw SQL, as every device message makes it.
      const [device] = await retryTransient(
        () => database.$queryRaw<DeviceContext<S>["device"][]>`
          SELECT d.id, d."propertyId", d.status::text AS status, p."tenantId"
          FROM devices d JOIN properties p ON p.id = d."propertyId"
          WHERE d.id = ${checked.deviceId}`,
      );
      if (!device || device.status === "retired") return drop("unknown or retired device", topic);
      await handler({
        database,
        device,
        payload: checked.data,
        receivedAt: new Date(),
      });
      return "handled";
    } catch (error) {
      log.error("device.message_failed", { topic: topic.slice(0, 200), error });
      return "dropped";
    }
  };
  const prepare = (topic: string, payload: Buffer): PreparedMessage | null => {
    const checked = check(topic, payload);
    if ("refused" in checked) return (drop(checked.refused, topic), null);
    return { deviceId: checked.deviceId, run: (database) => handle(database, topic, checked) };
  };
  return {
    kind: spec.kind,
    prepare,
    dispatch: async (database, topic, payload) => (await prepare(topic, payload)?.run(database)) ?? "dropped",
  };
}
