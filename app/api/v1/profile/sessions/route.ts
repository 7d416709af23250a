import { endSessions } from "@/lib/auth/end-sessions";
import { noContent } from "@/lib/http/respond";
import { EVERY_ROLE, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

// Sign out everywhere: every token and dashboard session of the caller stops working.
export const DELETE = residentRoute({ roles: EVERY_ROLE }, async ({ user }) => {
  await endSessions(user.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
