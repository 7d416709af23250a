import { loginBody } from "@/lib/auth/auth-schemas";
import { issueSession } from "@/lib/auth/issue-session";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  const { email, password } = await readJsonBody(request, loginBody);
  return json(await issueSession(await verifyCredentials(email, password, clientAddress(request))));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
