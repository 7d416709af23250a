import type { z } from "zod";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { withUnits, type UserWithUnits } from "../auth/serialize-user";
import type { updateProfileBody } from "./resident-schemas";
import { serializeProfile } from "./serialize-profile";

const asPrefs = (value: Prisma.JsonValue): Record<string, boolean> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, boolean>) : {};

// Name, phone and notification preferences; preferences are merged, so a client may send only the one it changes.
export async function updateProfile(user: UserWithUnits, changes: z.infer<typeof updateProfileBody>) {
  const updated = await db().user.update({
    where: { id: user.id },
    data: {
      name: changes.name,
      phone: changes.phone,
      notificationPrefs: changes.notificationPrefs
        ? { ...asPrefs(user.notificationPrefs), ...changes.notificationPrefs }
        : undefined,
    },
    include: withUnits,
  });
  return serializeProfile(updated);
}
