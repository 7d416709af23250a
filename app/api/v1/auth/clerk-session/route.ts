import { exchangeClerkSession } from "@/lib/auth/exchange-clerk-session";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { json } from "@/lib/http/respond";
import { exchangeClerkSessionOperation } from "@/lib/sign-in/sign-in-operations";

export const POST = credentialRoute(exchangeClerkSessionOperation, async ({ request, readBody }) => {
  await countCredentialAttempt(clientAddress(request));
  const { sessionToken } = await readBody();
  return json(await exchangeClerkSession(sessionToken));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
