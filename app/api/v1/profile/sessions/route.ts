import { endSessions } from "@/lib/auth/end-sessions";
import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { noContent } from "@/lib/http/respond";
import { endSessionsOperation } from "@/lib/residents/resident-operations";

// Sign out everywhere: every token and dashboard session of the caller stops working.
export const DELETE = residentRoute(endSessionsOperation, async ({ user }) => {
  await endSessions(user.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
