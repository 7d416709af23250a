import { db } from "../db/client";
import type { PushSubscriptionBody } from "./push-subscription-schemas";

// A browser's subscription belongs to whoever signed in on it last.
export async function savePushSubscription(userId: string, body: PushSubscriptionBody) {
  const data = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const saved = await db().pushSubscription.upsert({
    where: { endpoint: body.endpoint },
    create: { ...data, endpoint: body.endpoint },
    update: data,
  });
  return { id: saved.id, endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() };
}

export async function removePushSubscription(userId: string, endpoint: string) {
  await db().pushSubscription.deleteMany({ where: { userId, endpoint } });
}
