import { adminRoute } from "@/lib/framework/admin-route";
import { endAdminSessionsOperation } from "@/lib/admin-session/session-operations";
import { endSessions } from "@/lib/auth/end-sessions";
import { noContent } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const DELETE = adminRoute(endAdminSessionsOperation, async ({ principal }) => {
  if (principal.userId) await endSessions(principal.userId);
  return noContent();
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
