import { accessEventSchema } from "../devices/access-event-schema";
import { RESIDENTS, residentOperation } from "../framework/resident-operation";
import { MAX_PUSH_SUBSCRIPTIONS } from "./limit-push-targets";
import {
  callParams,
  pushSubscriptionBody,
  pushSubscriptionSchema,
  removePushSubscriptionBody,
  webPushSchema,
} from "./push-subscription-schemas";

export const openDoorForCallOperation = residentOperation({
  method: "post",
  path: "/api/v1/calls/{callId}/open",
  family: "resident",
  tag: "calls",
  summary: "Open the entrance for a visitor who is ringing now",
  auth: { kind: "core", roles: RESIDENTS },
  params: callParams,
  response: { status: 201, shape: "B", key: "accessEvent", item: accessEventSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
});

export const getWebPushOperation = residentOperation({
  method: "get",
  path: "/api/v1/notifications/web-push",
  family: "resident",
  tag: "notifications",
  summary: "The VAPID public key the portal subscribes with",
  auth: { kind: "core", roles: RESIDENTS },
  response: { status: 200, shape: "B", key: "webPush", item: webPushSchema },
});

export const savePushSubscriptionOperation = residentOperation({
  method: "post",
  path: "/api/v1/notifications/push-subscriptions",
  family: "resident",
  tag: "notifications",
  summary: "Receive web push notifications in this browser",
  description: `A user keeps their ${MAX_PUSH_SUBSCRIPTIONS} newest subscriptions; a new one past that removes the oldest.`,
  auth: { kind: "core", roles: RESIDENTS },
  body: pushSubscriptionBody,
  response: { status: 201, shape: "B", key: "pushSubscription", item: pushSubscriptionSchema },
});

export const removePushSubscriptionOperation = residentOperation({
  method: "delete",
  path: "/api/v1/notifications/push-subscriptions",
  family: "resident",
  tag: "notifications",
  summary: "Stop web push notifications in a browser",
  auth: { kind: "core", roles: RESIDENTS },
  body: removePushSubscriptionBody,
  response: { status: 204 },
});

export const notificationOperations = [
  openDoorForCallOperation,
  getWebPushOperation,
  savePushSubscriptionOperation,
  removePushSubscriptionOperation,
];
