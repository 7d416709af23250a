import { envelope, noContent } from "@/lib/http/respond";
import { forgetPushTokenBody, pushTokenBody } from "@/lib/mobile/mobile-schemas";
import { forgetPushToken, registerPushToken } from "@/lib/mobile/register-push-token";
import { EVERY_ROLE, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = residentRoute({ roles: EVERY_ROLE, body: pushTokenBody }, async ({ user, body }) =>
  envelope("mobileDevice", await registerPushToken(user, body), { status: 201 }),
);

export const DELETE = residentRoute({ roles: EVERY_ROLE, body: forgetPushTokenBody }, async ({ user, body }) => {
  await forgetPushToken(user, body);
  return noContent();
});

export const { GET, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ POST, DELETE });
