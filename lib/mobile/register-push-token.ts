import type { z } from "zod";
import { db } from "../db/client";
import type { MobileDevice } from "../db/generated/client";
import { MAX_MOBILE_DEVICES, makeRoomForTarget } from "../notifications/limit-push-targets";
import type { UserWithUnits } from "../auth/serialize-user";
import type { forgetPushTokenBody, pushTokenBody } from "./mobile-schemas";

const serializeMobileDevice = (device: MobileDevice) => ({
  id: device.id,
  platform: device.platform,
  appVersion: device.appVersion,
  lastSeenAt: device.lastSeenAt.toISOString(),
  createdAt: device.createdAt.toISOString(),
});

// A push token belongs to the phone's current user: a phone that changes hands moves to the new account. A user's
// MAX_MOBILE_DEVICES most recently seen phones receive pushes; an older one is signed out to make room.
export async function registerPushToken(user: UserWithUnits, input: z.infer<typeof pushTokenBody>) {
  const device = await db().$transaction(async (tx) => {
    const others = () =>
      tx.mobileDevice.findMany({
        where: { userId: user.id, revokedAt: null, pushToken: { not: input.pushToken } },
        orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
        select: { id: true },
      });
    const signOut = (ids: string[]) =>
      tx.mobileDevice.updateMany({ where: { id: { in: ids } }, data: { revokedAt: new Date() } });
    await makeRoomForTarget(tx, user.id, others, MAX_MOBILE_DEVICES, signOut);
    return tx.mobileDevice.upsert({
      where: { pushToken: input.pushToken },
      create: {
        userId: user.id,
        pushToken: input.pushToken,
        platform: input.platform,
        appVersion: input.appVersion ?? null,
      },
      update: {
        userId: user.id,
        platform: input.platform,
        appVersion: input.appVersion ?? null,
        lastSeenAt: new Date(),
        revokedAt: null,
      },
    });
  });
  return serializeMobileDevice(device);
}

// Sign-out on the phone: the token stops receiving pushes.
// Idempotent, as a phone retrying its sign-out expects: a token already forgotten, or never the caller's, is left as
// it is.
export async function forgetPushToken(user: UserWithUnits, input: z.infer<typeof forgetPushTokenBody>): Promise<void> {
  await db().mobileDevice.updateMany({
    where: { pushToken: input.pushToken, userId: user.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
