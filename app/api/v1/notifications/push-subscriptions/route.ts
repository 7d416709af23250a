import { envelope, noContent } from "@/lib/http/respond";
import { removePushSubscription, savePushSubscription } from "@/lib/notifications/manage-push-subscriptions";
import { pushSubscriptionBody, removePushSubscriptionBody } from "@/lib/notifications/push-subscription-schemas";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = residentRoute({ roles: RESIDENTS, body: pushSubscriptionBody }, async ({ user, body }) =>
  envelope("pushSubscription", await savePushSubscription(user.id, body), { status: 201 }),
);

export const DELETE = residentRoute({ roles: RESIDENTS, body: removePushSubscriptionBody }, async ({ user, body }) => {
  await removePushSubscription(user.id, body.endpoint);
  return noContent();
});

export const { GET, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ POST, DELETE });
