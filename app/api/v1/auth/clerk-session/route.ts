import { clerkSessionBody } from "@/lib/auth/auth-schemas";
import { exchangeClerkSession } from "@/lib/auth/exchange-clerk-session";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  await countCredentialAttempt(clientAddress(request));
  const { sessionToken } = await readJsonBody(request, clerkSessionBody);
  return json(await exchangeClerkSession(sessionToken));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
