import type { Prisma } from "../db/generated/client";
import type { UserRole } from "../db/generated/enums";
import { emitUserEvent } from "../events-out/emit-domain-events";
import { withUnits } from "../auth/serialize-user";
import { notNewerThan } from "./clerk-event-time";
import { clerkDeleted, clerkUser, type ClerkUser } from "./clerk-schemas";
import { displayName, findClerkUser } from "./find-clerk-user";

const METADATA_ROLES: UserRole[] = ["owner", "staff", "resident"];

function primary(user: ClerkUser) {
  const email =
    (
      user.email_addresses.find((entry) => entry.id === user.primary_email_address_id) ?? user.email_addresses[0]
    )?.email_address.toLowerCase() ?? null;
  const phone =
    (user.phone_numbers.find((entry) => entry.id === user.primary_phone_number_id) ?? user.phone_numbers[0])
      ?.phone_number ?? null;
  return { email, phone };
}

// Resident roles come from Clerk user metadata; a platform admin is never granted by a webhook.
const metadataRole = (user: ClerkUser): UserRole | null => {
  const role = user.public_metadata?.role;
  return typeof role === "string" && METADATA_ROLES.includes(role as UserRole) ? (role as UserRole) : null;
};

// user.created / user.updated: the matching user takes Clerk's name, email and phone; an unknown user is created.
// An event older than the last one applied to the user changes nothing.
export async function syncClerkUser(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null = null,
): Promise<void> {
  const user = clerkUser.parse(data);
  const { email, phone } = primary(user);
  const existing = await findClerkUser(tx, user.id, email);
  const name = displayName(user.first_name, user.last_name, user.username ?? email ?? user.id);
  const role = metadataRole(user);
  if (!existing) {
    if (!email) return;
    await tx.user.create({
      data: {
        email,
        name,
        phone,
        clerkUserId: user.id,
        role: role ?? "resident",
        status: "active",
        clerkUpdatedAt: at,
      },
    });
    return;
  }
  // The row is claimed for this event's time first; its lock makes a racing event wait and then compare.
  if (
    at &&
    !(
      await tx.user.updateMany({
        where: { id: existing.id, ...notNewerThan("clerkUpdatedAt", at) },
        data: { clerkUpdatedAt: at },
      })
    ).count
  )
    return;
  const emailFree =
    email && email !== existing.email && !(await tx.user.findUnique({ where: { email }, select: { id: true } }));
  const updated = await tx.user.update({
    where: { id: existing.id },
    include: withUnits,
    data: {
      clerkUserId: user.id,
      name,
      ...(phone ? { phone } : {}),
      ...(emailFree ? { email } : {}),
      ...(role && existing.role !== "platform_admin" ? { role } : {}),
      ...(existing.status === "invited" ? { status: "active" } : {}),
    },
  });
  await emitUserEvent(tx, updated, "user.updated");
}

// user.deleted: the user is suspended and keeps their history.
export async function deactivateClerkUser(
  tx: Prisma.TransactionClient,
  data: unknown,
  at: Date | null = null,
): Promise<void> {
  const { id } = clerkDeleted.parse(data);
  await tx.user.updateMany({
    where: { clerkUserId: id, status: { not: "suspended" }, ...notNewerThan("clerkUpdatedAt", at) },
    data: { status: "suspended", deactivatedAt: new Date(), ...(at ? { clerkUpdatedAt: at } : {}) },
  });
}
