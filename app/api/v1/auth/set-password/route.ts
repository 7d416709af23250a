import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { setPasswordWithToken } from "@/lib/invitations/set-password-with-token";
import { setPasswordOperation } from "@/lib/sign-in/sign-in-operations";

export const POST = credentialRoute(setPasswordOperation, async ({ request, readBody }) => {
  await countCredentialAttempt(clientAddress(request));
  return envelope("account", await setPasswordWithToken(await readBody()));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
