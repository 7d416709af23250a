import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";
import { AccessMethod, AccessResult } from "../db/generated/enums";

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
  })
  .meta({ id: "AccessEvent" });

export type AccessEventView = z.infer<typeof accessEventSchema>;
