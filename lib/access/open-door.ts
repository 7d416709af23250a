import { config } from "../config/read-config";
import { Prisma, type AccessEvent, type Device, type DeviceCommand } from "../db/generated/client";
import type { AccessMethod } from "../db/generated/enums";
import { newRowId } from "../db/new-row-id";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { publishUnlockJob } from "../device-gateway/publish-unlock-job";
import { accessEventSql, emitGuestPassUsed } from "../events-out/emit-domain-events";
import { deliverEvent } from "../events-out/emit-event";
import { addJobSql } from "../jobs/enqueue-job";
import { notifyGuestPassUsed } from "../notifications/notify-access";

export type OpenDoorRequest = {
  deviceId: string;
  method: AccessMethod;
  userId?: string | null;
  apiKeyId?: string | null;
  guestPassId?: string | null;
  callId?: string | null;
  // A refusal decided by the caller (a spent pass, a door outside the resident's property) is still recorded.
  deniedReason?: string | null;
  // The caller publishes the command itself right after commit (dispatchCommand), so no job is queued with it; one left
  // pending is queued by the device gateway's sweep (queue-stranded-commands.ts).
  publishAfterCommit?: boolean;
};

// A door must not open long after someone gave up waiting (COMMAND_TTL_SECONDS, default 15).
const commandTtlMs = () => 1000 * (config().COMMAND_TTL_SECONDS ?? 15);

// Why the device cannot open its door now, or null when it can.
function refusal(device: { status: string; kind: string }): string | null {
  if (device.kind === "camera") return "cameras cannot open doors";
  if (device.status === "online") return null;
  return device.status === "provisioning" ? "device not yet provisioned" : `device ${device.status}`;
}

type Door = Pick<Device, "id" | "kind" | "status" | "propertyId"> & { property: { tenantId: string } };

// Every door opening, whoever asks: one access event (granted or denied, with why), and for a
// granted one an unlock command for the device and, unless the caller publishes it after commit, the job publishing
// it, in the caller's transaction: the door is told only once the transaction commits, and the command id as job key
// keeps it to one job.
// The rows, the job, the outbox event and `alsoWrite` (an audit entry) go in one statement, so an opening costs one
// round trip besides the door's read (none when the caller passes the door it read).
export async function openDoor(
  tx: Prisma.TransactionClient,
  request: OpenDoorRequest & { door?: Door; alsoWrite?: (accessEvent: AccessEvent) => Prisma.Sql },
) {
  const device =
    request.door ??
    (await tx.device.findUniqueOrThrow({
      where: { id: request.deviceId },
      include: { property: { select: { tenantId: true } } },
    }));
  const reason = request.deniedReason ?? refusal(device);
  const now = new Date();
  const accessEvent: AccessEvent = {
    id: newRowId(),
    tenantId: device.property.tenantId,
    propertyId: device.propertyId,
    deviceId: device.id,
    userId: request.userId ?? null,
    apiKeyId: request.apiKeyId ?? null,
    guestPassId: request.guestPassId ?? null,
    callId: request.callId ?? null,
    method: request.method,
    result: reason ? "denied" : "granted",
    reason,
    occurredAt: now,
  };
  const command: DeviceCommand | null = reason
    ? null
    : {
        id: newRowId(),
        deviceId: device.id,
        command: "unlock",
        status: "pending",
        requestedById: request.userId ?? null,
        accessEventId: accessEvent.id,
        expiresAt: new Date(now.getTime() + commandTtlMs()),
        sentAt: null,
        acknowledgedAt: null,
        failureReason: null,
        createdAt: now,
        updatedAt: now,
      };
  const event = accessEventSql(accessEvent, command);
  const queueJob = command !== null && !request.publishAfterCommit;
  const a = accessEvent;
  const writes = [
    Prisma.sql`access AS (INSERT INTO access_events
        (id, "tenantId", "propertyId", "deviceId", "userId", "apiKeyId", "guestPassId", "callId", method, result, reason, "occurredAt")
      VALUES (${a.id}, ${a.tenantId}, ${a.propertyId}, ${a.deviceId}, ${a.userId}, ${a.apiKeyId}, ${a.guestPassId}, ${a.callId},
        ${a.method}::"AccessMethod", ${a.result}::"AccessResult", ${a.reason}, ${utc(now)}))`,
    ...(command
      ? [
          Prisma.sql`command AS (INSERT INTO device_commands
              (id, "deviceId", command, status, "requestedById", "accessEventId", "expiresAt", "createdAt", "updatedAt")
            VALUES (${command.id}, ${command.deviceId}, ${command.command}, 'pending', ${command.requestedById},
              ${command.accessEventId}, ${utc(command.expiresAt!)}, ${utc(now)}, ${utc(now)}))`,
          ...(queueJob
            ? [
                Prisma.sql`job AS (SELECT ${addJobSql(publishUnlockJob, { commandId: command.id }, { jobKey: command.id })} IS NOT NULL AS queued)`,
              ]
            : []),
        ]
      : []),
    Prisma.sql`event AS (${event.insert})`,
    ...(request.alsoWrite ? [Prisma.sql`also AS (${request.alsoWrite(accessEvent)})`] : []),
  ];
  // A data-modifying CTE always runs; the job's SELECT runs because the result reads it.
  const [written] = await tx.$queryRaw<{ endpoints: string[] }[]>`
    WITH ${Prisma.join(writes, ", ")}
    SELECT array(${event.endpoints}) AS endpoints ${queueJob ? Prisma.sql`, (SELECT queued FROM job) AS queued` : Prisma.empty}`;
  await deliverEvent(tx, written.endpoints, event);
  await emitGuestPassUsed(tx, accessEvent);
  await notifyGuestPassUsed(tx, accessEvent);
  return { accessEvent, command };
}
