import { z } from "zod";
import { id, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";
import { DeviceKind, DeviceStatus } from "../db/generated/enums";

export const deviceKind = z.enum(DeviceKind);
export const deviceStatus = z.enum(DeviceStatus);

export const deviceSchema = z
  .object({
    id,
    propertyId: id,
    name: z.string(),
    kind: deviceKind,
    serialNumber: z.string(),
    status: deviceStatus,
    isEntrance: z.boolean().describe("the door the intercom opens when a resident presses 9"),
    lastSeenAt: timestamp.nullable(),
    firmware: z.string().nullable().describe("as the device last reported it on its status topic"),
    credentialsIssuedAt: timestamp.nullable().describe("when MQTT credentials were last issued; null until the first"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Device" });

export const listDevicesQuery = listQuery({
  q: searchText.optional().describe("matches name or serial number"),
  propertyId: id.optional(),
  tenantId: id.optional(),
  status: deviceStatus.optional(),
  kind: deviceKind.optional(),
});

const editable = {
  name: z.string().trim().min(1).max(200),
  serialNumber: z.string().trim().min(1).max(100).describe("unique across the platform"),
  status: deviceStatus,
  isEntrance: z.boolean(),
};

export const createDeviceBody = z
  .object({
    propertyId: id,
    kind: deviceKind,
    ...editable,
    status: deviceStatus.default("provisioning"),
    isEntrance: z.boolean().optional(),
  })
  .strict();

export const updateDeviceBody = nonEmpty(
  z
    .object({
      ...editable,
      kind: deviceKind,
      propertyId: id.describe("another property of the device's tenant: moves the device there"),
    })
    .partial()
    .strict(),
);

export type DeviceView = z.infer<typeof deviceSchema>;
export type ListDevicesQuery = z.infer<typeof listDevicesQuery>;
export type CreateDeviceBody = z.infer<typeof createDeviceBody>;
export type UpdateDeviceBody = z.infer<typeof updateDeviceBody>;
