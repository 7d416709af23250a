import type { Prisma } from "../db/generated/client";
import { callerAddress } from "../http/caller-address-scope";

type Entry = {
  tenantId: string | null;
  action: string;
  targetType: string;
  targetId?: string;
  data?: Prisma.InputJsonValue;
};

// Every admin change leaves an append-only audit entry naming who made it, and from which address when a caller's
// request made it, in the same transaction.
export async function recordAudit(
  tx: Prisma.TransactionClient,
  principal: { kind: "api_key" | "session"; id: string },
  entry: Entry,
) {
  await tx.auditLog.create({
    data: {
      ...entry,
      actorType: principal.kind === "api_key" ? "api_key" : "user",
      actorId: principal.id,
      data: entry.data ?? {},
      clientAddress: callerAddress(),
    },
  });
}
