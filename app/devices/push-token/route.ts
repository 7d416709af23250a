import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope, noContent } from "@/lib/http/respond";
import { forgetPushTokenOperation, registerPushTokenOperation } from "@/lib/mobile/mobile-operations";
import { forgetPushToken, registerPushToken } from "@/lib/mobile/register-push-token";

export const POST = residentRoute(registerPushTokenOperation, async ({ user, body }) =>
  envelope("mobileDevice", await registerPushToken(user, body), { status: 201 }),
);

export const DELETE = residentRoute(forgetPushTokenOperation, async ({ user, body }) => {
  await forgetPushToken(user, body);
  return noContent();
});

export const { GET, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ POST, DELETE });
