import type { Prisma } from "../db/generated/client";

// Clerk id first, then email: a user invited before they had a Clerk account is linked, not duplicated.
export async function findClerkUser(tx: Prisma.TransactionClient, clerkUserId: string, email: string | null) {
  const byId = await tx.user.findUnique({ where: { clerkUserId } });
  if (byId || !email) return byId;
  return tx.user.findFirst({
    where: { email: { equals: email, mode: "insensitive" }, OR: [{ clerkUserId: null }, { clerkUserId }] },
  });
}

export const displayName = (first: string | null | undefined, last: string | null | undefined, fallback: string) =>
  [first, last].filter(Boolean).join(" ").trim() || fallback;
