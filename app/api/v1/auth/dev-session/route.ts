import { issueDevSessionToken } from "@/lib/auth/issue-dev-session-token";
import { countCredentialAttempt } from "@/lib/auth/throttle-sign-in";
import { credentialRoute } from "@/lib/framework/resident-route";
import { clientAddress } from "@/lib/http/client-address";
import { reachedOverHttps } from "@/lib/http/reached-over-https";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { json } from "@/lib/http/respond";
import { devSessionOperation } from "@/lib/sign-in/sign-in-operations";

// Development sign-in, labeled as such: a local stand-in for Clerk, exchanged at /api/v1/auth/clerk-session like a real token.
export const POST = credentialRoute(devSessionOperation, async ({ request, readBody }) => {
  await countCredentialAttempt(clientAddress(request));
  const { email } = await readBody();
  const { sessionToken, expiresIn } = await issueDevSessionToken(email);
  return json(
    { sessionToken, expiresIn, development: true, note: "Local development sign-in: not Clerk, refused in production" },
    200,
    {
      "set-cookie": `__session=${sessionToken}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${expiresIn}${reachedOverHttps(request) ? "; Secure" : ""}`,
    },
  );
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
