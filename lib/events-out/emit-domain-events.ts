import type { AccessEvent, Call, DeviceCommand, Prisma } from "../db/generated/client";
import type { DeviceStatus } from "../db/generated/enums";
import { serializeCall } from "../calls/serialize-call";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import { serializeDevice } from "../devices/serialize-device";
import { serializeUser, type UserWithUnits } from "../auth/serialize-user";
import { emitEvent, outboundEventSql } from "./emit-event";

// The state changes that customers hear about, each turned into its catalogued event in the caller's transaction.

export async function emitCallEvent(
  tx: Prisma.TransactionClient,
  callId: string,
  type: "call.started" | "call.completed",
) {
  const call = await tx.call.findUniqueOrThrow({
    where: { id: callId },
    include: { property: { select: { tenantId: true } } },
  });
  const { property, ...row } = call;
  await emitCallRow(tx, property.tenantId, row, type);
}

// For a writer that already holds the call's row as stored and its tenant, so nothing is read again.
export async function emitCallRow(
  tx: Prisma.TransactionClient,
  tenantId: string,
  call: Call,
  type: "call.started" | "call.completed",
) {
  await emitEvent(tx, tenantId, type, { call: serializeCall(call) });
}

// The door.opened or door.denied event of an access event, as SQL for the opening's own statement (lib/access/open-door.ts).
export function accessEventSql(accessEvent: AccessEvent, command: DeviceCommand | null) {
  return outboundEventSql(
    accessEvent.tenantId,
    accessEvent.result === "granted" ? "door.opened" : "door.denied",
    { accessEvent: serializeAccessEvent(accessEvent, command) },
    { occurredAt: accessEvent.occurredAt },
  );
}

// A guest pass that opened a door is also a guest_pass.used event.
export async function emitGuestPassUsed(tx: Prisma.TransactionClient, accessEvent: AccessEvent) {
  if (!accessEvent.guestPassId || accessEvent.result !== "granted") return;
  const pass = await tx.guestPass.findUniqueOrThrow({ where: { id: accessEvent.guestPassId } });
  await emitEvent(
    tx,
    accessEvent.tenantId,
    "guest_pass.used",
    {
      guestPassUse: {
        guestPassId: pass.id,
        name: pass.name,
        unitId: pass.unitId,
        propertyId: pass.propertyId,
        deviceId: accessEvent.deviceId,
        accessEventId: accessEvent.id,
        useCount: pass.useCount,
        maxUses: pass.maxUses,
        occurredAt: accessEvent.occurredAt.toISOString(),
      },
    },
    { occurredAt: accessEvent.occurredAt },
  );
}

export async function emitDeviceStatus(tx: Prisma.TransactionClient, deviceId: string, status: DeviceStatus) {
  if (status !== "online" && status !== "offline") return;
  const device = await tx.device.findUniqueOrThrow({
    where: { id: deviceId },
    include: { property: { select: { tenantId: true } } },
  });
  const { property, ...row } = device;
  await emitEvent(tx, property.tenantId, status === "online" ? "device.online" : "device.offline", {
    device: serializeDevice(row),
  });
}

// Platform admins belong to no tenant, so no customer hears of them.
export async function emitUserEvent(
  tx: Prisma.TransactionClient,
  user: UserWithUnits,
  type: "user.created" | "user.updated",
) {
  if (user.tenantId) await emitEvent(tx, user.tenantId, type, { user: serializeUser(user) });
}
