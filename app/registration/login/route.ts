import { issueSession } from "@/lib/auth/issue-session";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { json } from "@/lib/http/respond";
import { loginOperation } from "@/lib/sign-in/sign-in-operations";

export const POST = credentialRoute(loginOperation, async ({ request, readBody }) => {
  const { email, password } = await readBody();
  return json(await issueSession(await verifyCredentials(email, password, clientAddress(request))));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
