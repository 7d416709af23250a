import { config } from "../config/read-config";
import type { Prisma } from "../db/generated/client";
import type { AccessMethod } from "../db/generated/enums";
import { publishUnlockJob } from "../device-gateway/publish-unlock-job";
import { emitAccessEvents } from "../events-out/emit-domain-events";
import { enqueueJob } from "../jobs/enqueue-job";
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
  // The caller publishes the command itself right after commit (dispatchCommand); the job then waits as the fallback.
  publishAfterCommit?: boolean;
};

// Long enough for a publish after commit to be confirmed (deliverCommand waits 3 s), short against the command's life.
const FALLBACK_DELAY_MS = 3000;

// A door must not open long after someone gave up waiting (COMMAND_TTL_SECONDS, default 15).
const commandTtlMs = () => 1000 * (config().COMMAND_TTL_SECONDS ?? 15);

// Why the device cannot open its door now, or null when it can.
function refusal(device: { status: string; kind: string }): string | null {
  if (device.kind === "camera") return "cameras cannot open doors";
  if (device.status === "online") return null;
  return device.status === "provisioning" ? "device not yet provisioned" : `device ${device.status}`;
}

// Every door opening, whoever asks: one access event (granted or denied, with why), and for a
// granted one an unlock command for the device and the job publishing it, in the caller's transaction:
// the door is told only once the transaction commits, and the command id as job key keeps it to one job.
export async function openDoor(tx: Prisma.TransactionClient, request: OpenDoorRequest) {
  const device = await tx.device.findUniqueOrThrow({
    where: { id: request.deviceId },
    include: { property: { select: { tenantId: true } } },
  });
  const reason = request.deniedReason ?? refusal(device);
  const accessEvent = await tx.accessEvent.create({
    data: {
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
    },
  });
  const command = reason
    ? null
    : await tx.deviceCommand.create({
        data: {
          deviceId: device.id,
          command: "unlock",
          requestedById: request.userId ?? null,
          accessEventId: accessEvent.id,
          expiresAt: new Date(Date.now() + commandTtlMs()),
        },
      });
  if (command)
    await enqueueJob(
      tx,
      publishUnlockJob,
      { commandId: command.id },
      {
        jobKey: command.id,
        ...(request.publishAfterCommit ? { runAt: new Date(Date.now() + FALLBACK_DELAY_MS) } : {}),
      },
    );
  await emitAccessEvents(tx, accessEvent, command);
  await notifyGuestPassUsed(tx, accessEvent);
  return { accessEvent, command };
}
