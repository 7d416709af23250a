import { adminRoute } from "@/lib/framework/admin-route";
import { endAdminSessionsOperation } from "@/lib/admin-session/session-operations";
import { signOutEverywhere } from "@/lib/sign-in/sign-out-everywhere";
import { deletionResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const DELETE = adminRoute(endAdminSessionsOperation, async ({ principal }) => {
  if (principal.userId) await signOutEverywhere(principal.userId);
  // Like every DELETE, it says what became of what it named: the caller's sessions are revoked.
  return deletionResponse("revoked");
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
