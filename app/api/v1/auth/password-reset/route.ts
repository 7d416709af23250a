import { passwordResetBody } from "@/lib/invitations/invitation-schemas";
import { requestPasswordReset } from "@/lib/invitations/request-password-reset";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

// The same answer for every address: whether an account uses it is never told.
export const POST = handleRequest(async (request) => {
  await countCredentialAttempt(clientAddress(request));
  const { email } = await readJsonBody(request, passwordResetBody);
  await requestPasswordReset(email);
  return json({ data: { message: "If an account uses this email, a link to reset its password is on its way." } }, 202);
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
