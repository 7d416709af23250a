import { z } from "zod";
import { id, listQuery, timestamp } from "../framework/common-schemas";
import { AccessMethod, AccessResult, DeviceCommandStatus } from "../db/generated/enums";

export const commandStateSchema = z
  .object({
    id,
    status: z.enum(DeviceCommandStatus).describe("pending → sent → acknowledged | failed | expired"),
    sentAt: timestamp.nullable(),
    acknowledgedAt: timestamp.nullable().describe("when the door answered (done or failed)"),
    expiresAt: timestamp.nullable().describe("never delivered after this instant"),
    failureReason: z.string().nullable(),
  })
  .meta({ id: "DeviceCommandState" });

export const accessEventSchema = z
  .object({
    id,
    tenantId: id,
    propertyId: id,
    deviceId: id.nullable(),
    userId: id.nullable().describe("the signed-in staff member who asked, if any"),
    apiKeyId: id.nullable().describe("the API key that asked, if any"),
    method: z.enum(AccessMethod),
    result: z.enum(AccessResult),
    reason: z.string().nullable().describe("why access was denied"),
    occurredAt: timestamp,
    commandId: id.nullable().describe("the unlock command sent to the device; null when denied"),
    command: commandStateSchema
      .nullable()
      .describe("the unlock command's state; the door opened only when acknowledged"),
  })
  .meta({ id: "AccessEvent" });

export const deviceCommandSchema = commandStateSchema
  .extend({ command: z.enum(["unlock"]), accessEventId: id.nullable(), createdAt: timestamp })
  .meta({ id: "DeviceCommand" });

export const listCommandsQuery = listQuery({ status: z.enum(DeviceCommandStatus).optional() });

export type DeviceCommandView = z.infer<typeof deviceCommandSchema>;
export type ListCommandsQuery = z.infer<typeof listCommandsQuery>;
export type CommandStateView = z.infer<typeof commandStateSchema>;
export type AccessEventView = z.infer<typeof accessEventSchema>;
