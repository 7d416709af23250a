import { db } from "../db/client";
import { receiverIssue } from "../events-out/private-address";
import { ApiError } from "../http/error-codes";
import { MAX_PUSH_SUBSCRIPTIONS, makeRoomForTarget } from "./limit-push-targets";
import type { PushSubscriptionBody } from "./push-subscription-schemas";

const refuse = (issue: string) =>
  new ApiError("VALIDATION_ERROR", `The push endpoint ${issue}`, [{ field: "endpoint", issue }]);

// Pushes go from this server to the endpoint, so it must be a push service's public address, as a webhook's is.
async function checkPushEndpoint(endpoint: string): Promise<void> {
  const issue = await receiverIssue(new URL(endpoint));
  if (issue) throw refuse(issue);
}

// A browser's subscription belongs to whoever signed in on it last; a user keeps the newest MAX_PUSH_SUBSCRIPTIONS.
export async function savePushSubscription(userId: string, body: PushSubscriptionBody) {
  await checkPushEndpoint(body.endpoint);
  const data = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const saved = await db().$transaction(async (tx) => {
    const others = () =>
      tx.pushSubscription.findMany({
        where: { userId, endpoint: { not: body.endpoint } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      });
    const remove = (ids: string[]) => tx.pushSubscription.deleteMany({ where: { id: { in: ids } } });
    await makeRoomForTarget(tx, userId, others, MAX_PUSH_SUBSCRIPTIONS, remove);
    return tx.pushSubscription.upsert({
      where: { endpoint: body.endpoint },
      create: { ...data, endpoint: body.endpoint },
      update: data,
    });
  });
  return { id: saved.id, endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() };
}

export async function removePushSubscription(userId: string, endpoint: string) {
  await db().pushSubscription.deleteMany({ where: { userId, endpoint } });
}
