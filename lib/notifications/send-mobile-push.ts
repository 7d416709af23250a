import type { MobileDevice } from "../db/generated/client";
import type { Notification } from "./notification";
import { sendApns } from "./send-apns";
import { sendFcm } from "./send-fcm";
import type { SendOutcome } from "./send-outcome";

// The mobile app's token goes to its platform's push service: APNs for iOS, FCM for Android and web.
export function sendMobilePush(
  device: Pick<MobileDevice, "platform" | "pushToken">,
  notification: Notification,
): Promise<SendOutcome> {
  return device.platform === "ios" ? sendApns(device.pushToken, notification) : sendFcm(device.pushToken, notification);
}
