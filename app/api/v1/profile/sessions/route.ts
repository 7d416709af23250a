import { signOutEverywhere } from "@/lib/sign-in/sign-out-everywhere";
import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { noContent } from "@/lib/http/respond";
import { endSessionsOperation } from "@/lib/residents/resident-operations";

// Sign out everywhere: every token and dashboard session of the caller stops working.
export const DELETE = residentRoute(endSessionsOperation, async ({ user }) => {
  await signOutEverywhere(user.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
