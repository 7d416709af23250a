import { clerkSessionBody } from "@/lib/auth/auth-schemas";
import { exchangeClerkSession } from "@/lib/auth/exchange-clerk-session";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";

export const POST = handleRequest(async (request) => {
  await countCredentialAttempt(clientAddress(request));
  const { sessionToken } = await readJsonBody(request, clerkSessionBody);
  return json(await exchangeClerkSession(sessionToken));
});
