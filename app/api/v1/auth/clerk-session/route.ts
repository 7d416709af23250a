import { clerkSessionBody } from "@/lib/auth/auth-schemas";
import { exchangeClerkSession } from "@/lib/auth/exchange-clerk-session";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";

export const POST = handleRequest(async (request) => {
  const { sessionToken } = await readJsonBody(request, clerkSessionBody);
  return json(await exchangeClerkSession(sessionToken));
});
