import { z } from "zod";
import { id, instant, listQuery, timestamp } from "../framework/common-schemas";
import { ActorType } from "../db/generated/enums";

export const auditLogSchema = z
  .object({
    id,
    tenantId: id.nullable(),
    actorType: z.enum(ActorType),
    actorId: id.nullable(),
    actorName: z.string().nullable().describe("the user's name or email, or the API key's name"),
    action: z.string().describe("<target type>.<verb>, such as user.create or device.unlock"),
    targetType: z.string(),
    targetId: id.nullable(),
    targetName: z.string().nullable().describe("the target's name, label, email or address, while it exists"),
    data: z.unknown().describe("what the change carried"),
    clientAddress: z
      .string()
      .nullable()
      .describe(
        "the caller's address (an IPv6 caller's /64) when the change came through an API request; null for jobs and the command line",
      ),
    createdAt: timestamp,
  })
  .meta({ id: "AuditLog" });

export const listAuditLogsQuery = listQuery({
  tenantId: id.optional(),
  actorId: id.optional().describe("the user or API key that acted"),
  actorType: z.enum(ActorType).optional(),
  targetType: z.string().trim().min(1).max(64).optional(),
  targetId: id.optional(),
  action: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("an action such as user.create; ending in a dot (user.) it matches every action on that target type"),
  from: instant.optional().describe("entries at or after this instant"),
  to: instant.optional().describe("entries before this instant"),
}).refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
  message: "from must be before to",
  path: ["from"],
});

export type AuditLogView = z.infer<typeof auditLogSchema>;
export type ListAuditLogsQuery = z.infer<typeof listAuditLogsQuery>;
