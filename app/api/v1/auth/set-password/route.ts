import { setPasswordBody } from "@/lib/invitations/invitation-schemas";
import { setPasswordWithToken } from "@/lib/invitations/set-password-with-token";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  await countCredentialAttempt(clientAddress(request));
  const body = await readJsonBody(request, setPasswordBody);
  return envelope("account", await setPasswordWithToken(body));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
