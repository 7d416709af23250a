import { Prisma } from "../db/generated/client";
import { newRowId } from "../db/new-row-id";
import { utcTimestamp } from "../db/utc-timestamp";
import { callerAddress } from "../http/caller-address-scope";

// Who made a change: an API key, or a signed-in person (staff, or a resident acting on their own things).
export type AuditActor = { kind: "api_key" | "session"; id: string };

type Entry = {
  tenantId: string | null;
  action: string;
  targetType: string;
  targetId?: string;
  data?: Prisma.InputJsonValue;
};

// Every admin change leaves an append-only audit entry naming who made it, and from which address when a caller's
// request made it, in the same transaction.
export async function recordAudit(tx: Prisma.TransactionClient, principal: AuditActor, entry: Entry) {
  await tx.$executeRaw(auditSql(principal, entry));
}

// The same entry as an insert for a larger statement (a door opening writes it with the access event, one round trip).
export function auditSql(principal: AuditActor, entry: Entry): Prisma.Sql {
  return Prisma.sql`INSERT INTO audit_logs
      (id, "tenantId", "actorType", "actorId", action, "targetType", "targetId", data, "clientAddress", "createdAt")
    VALUES (${newRowId()}, ${entry.tenantId}, ${principal.kind === "api_key" ? "api_key" : "user"}::"ActorType",
      ${principal.id}, ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null}, ${JSON.stringify(entry.data ?? {})}::jsonb,
      ${callerAddress()}, ${utcTimestamp(new Date())})`;
}
