import { clerkSessionBody } from "@/lib/auth/auth-schemas";
import { exchangeClerkSession } from "@/lib/auth/exchange-clerk-session";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  const { sessionToken } = await readJsonBody(request, clerkSessionBody);
  return json(await exchangeClerkSession(sessionToken));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
