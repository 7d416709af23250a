import { authenticateUser } from "@/lib/auth/authenticate-user";
import { issueSession } from "@/lib/auth/issue-session";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { json } from "@/lib/http/respond";
import { refreshSessionOperation } from "@/lib/sign-in/sign-in-operations";

// Any signed-in role may refresh; the attempt is counted against the client's sign-in budget before the token is read.
export const POST = credentialRoute(refreshSessionOperation, async ({ request }) => {
  await countCredentialAttempt(clientAddress(request));
  return json(await issueSession(await authenticateUser(request)));
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
