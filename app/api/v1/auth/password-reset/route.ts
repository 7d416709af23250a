import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { json } from "@/lib/http/respond";
import { requestPasswordReset } from "@/lib/invitations/request-password-reset";
import { requestPasswordResetOperation } from "@/lib/sign-in/sign-in-operations";

// The same answer for every address: whether an account uses it is never told.
export const POST = credentialRoute(requestPasswordResetOperation, async ({ request, readBody }) => {
  await countCredentialAttempt(clientAddress(request));
  const { email } = await readBody();
  await requestPasswordReset(email);
  return json({ data: { message: "If an account uses this email, a link to reset its password is on its way." } }, 202);
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
