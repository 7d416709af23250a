import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope, noContent } from "@/lib/http/respond";
import { removePushSubscription, savePushSubscription } from "@/lib/notifications/manage-push-subscriptions";
import {
  removePushSubscriptionOperation,
  savePushSubscriptionOperation,
} from "@/lib/notifications/notification-operations";

export const POST = residentRoute(savePushSubscriptionOperation, async ({ user, body }) =>
  envelope("pushSubscription", await savePushSubscription(user.id, body), { status: 201 }),
);

export const DELETE = residentRoute(removePushSubscriptionOperation, async ({ user, body }) => {
  await removePushSubscription(user.id, body.endpoint);
  return noContent();
});

export const { GET, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ POST, DELETE });
