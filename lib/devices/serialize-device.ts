import type { Device } from "../db/generated/client";
import type { DeviceView } from "./device-schemas";

export function serializeDevice(device: Device): DeviceView {
  return {
    id: device.id,
    propertyId: device.propertyId,
    name: device.name,
    kind: device.kind,
    serialNumber: device.serialNumber,
    status: device.status,
    isEntrance: device.isEntrance,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    firmware: device.firmware,
    credentialsIssuedAt: device.credentialsIssuedAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
    updatedAt: device.updatedAt.toISOString(),
  };
}
