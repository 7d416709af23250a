import { EVERY_ROLE, residentOperation } from "../framework/resident-operation";
import { MAX_MOBILE_DEVICES } from "../notifications/limit-push-targets";
import { forgetPushTokenBody, mobileDeviceSchema, pushTokenBody } from "./mobile-schemas";

export const registerPushTokenOperation = residentOperation({
  method: "post",
  path: "/devices/push-token",
  family: "legacy",
  tag: "legacy",
  summary: "Register the phone's push token for the signed-in user",
  description: `A phone that changes hands moves to the new account. A user's ${MAX_MOBILE_DEVICES} most recently registered phones receive pushes; a new one past that signs out the one seen least recently.`,
  auth: { kind: "core", roles: EVERY_ROLE },
  body: pushTokenBody,
  response: { status: 201, shape: "B", key: "mobileDevice", item: mobileDeviceSchema },
});

export const forgetPushTokenOperation = residentOperation({
  method: "delete",
  path: "/devices/push-token",
  family: "legacy",
  tag: "legacy",
  summary: "Forget the phone's push token",
  auth: { kind: "core", roles: EVERY_ROLE },
  body: forgetPushTokenBody,
  response: { status: 204 },
});

export const mobileOperations = [registerPushTokenOperation, forgetPushTokenOperation];
