import type { AccessEvent, Prisma } from "../db/generated/client";
import { notifyResidents, unitResidentIds } from "./notify-residents";

// The resident who made a guest pass learns who used it, at which door, and when.
export async function notifyGuestPassUsed(tx: Prisma.TransactionClient, accessEvent: AccessEvent) {
  if (!accessEvent.guestPassId || accessEvent.result !== "granted") return;
  const pass = await tx.guestPass.findUniqueOrThrow({
    where: { id: accessEvent.guestPassId },
    select: { name: true, createdById: true },
  });
  const door = accessEvent.deviceId
    ? await tx.device.findUnique({ where: { id: accessEvent.deviceId }, select: { name: true } })
    : null;
  await notifyResidents(tx, [pass.createdById], "guest_pass_used", {
    title: `${pass.name} has arrived`,
    body: `${pass.name} used their guest pass at ${door?.name ?? "the door"} at ${accessEvent.occurredAt.toISOString()}.`,
    url: "/portal/guest-passes",
    tag: `access-${accessEvent.id}`,
  });
}

// A door held open or forced at a resident's entrance: every resident of the property is told.
export async function notifyDoorAlert(tx: Prisma.TransactionClient, deviceId: string, alert: "held_open" | "forced") {
  const device = await tx.device.findUniqueOrThrow({
    where: { id: deviceId },
    select: { name: true, propertyId: true, isEntrance: true },
  });
  if (!device.isEntrance) return;
  const units = await tx.unit.findMany({ where: { propertyId: device.propertyId }, select: { id: true } });
  const userIds = (await Promise.all(units.map((unit) => unitResidentIds(tx, unit.id)))).flat();
  const what = alert === "forced" ? "was forced open" : "has been held open";
  await notifyResidents(tx, [...new Set(userIds)], "door_alert", {
    title: `${device.name} ${what}`,
    body: `${device.name} ${what}.`,
    url: "/portal",
    tag: `door-${deviceId}-${alert}`,
  });
}
