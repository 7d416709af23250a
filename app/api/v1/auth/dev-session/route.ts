import { devSessionBody } from "@/lib/auth/auth-schemas";
import { issueDevSessionToken } from "@/lib/auth/issue-dev-session-token";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { json } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

// Development sign-in, labeled as such: a local stand-in for Clerk, exchanged at /api/v1/auth/clerk-session like a real token.
export const POST = handleRequest(async (request) => {
  await countCredentialAttempt(clientAddress(request));
  const { email } = await readJsonBody(request, devSessionBody);
  const { sessionToken, expiresIn } = await issueDevSessionToken(email);
  return json(
    { sessionToken, expiresIn, development: true, note: "Local development sign-in: not Clerk, refused in production" },
    200,
    {
      "set-cookie": `__session=${sessionToken}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${expiresIn}`,
    },
  );
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
