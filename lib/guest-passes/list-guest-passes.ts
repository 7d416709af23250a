import type { z } from "zod";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { UserWithUnits } from "../auth/serialize-user";
import type { listGuestPassesQuery } from "./guest-pass-schemas";
import { withHolders } from "./pass-usability";
import { serializeGuestPass } from "./serialize-guest-pass";

function statusFilter(status: "active" | "past" | undefined): Prisma.GuestPassWhereInput {
  const usable: Prisma.GuestPassWhereInput = {
    revokedAt: null,
    validUntil: { gt: new Date() },
    useCount: { lt: db().guestPass.fields.maxUses },
  };
  if (status === "active") return usable;
  if (status === "past") return { NOT: usable };
  return {};
}

// The passes the resident created, newest first: active ones (including scheduled) and past ones.
export async function listGuestPasses(user: UserWithUnits, query: z.infer<typeof listGuestPassesQuery>) {
  const where = { createdById: user.id, ...statusFilter(query.status) };
  const [total, passes] = await Promise.all([
    db().guestPass.count({ where }),
    db().guestPass.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: withHolders,
      take: query.limit,
      skip: query.offset,
    }),
  ]);
  return { guestPasses: passes.map(serializeGuestPass), total };
}
