import { loginBody } from "@/lib/auth/auth-schemas";
import { issueSession } from "@/lib/auth/issue-session";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  const { email, password } = await readJsonBody(request, loginBody);
  return json(await issueSession(await verifyCredentials(email, password)));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
