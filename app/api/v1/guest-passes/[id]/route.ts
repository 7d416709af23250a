import { residentRoute } from "@/lib/framework/resident-route";
import { revokeGuestPassOperation } from "@/lib/guest-passes/guest-pass-operations";
import { revokeGuestPass } from "@/lib/guest-passes/revoke-guest-pass";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { deletionResponse } from "@/lib/http/respond";

export const DELETE = residentRoute(revokeGuestPassOperation, async ({ user, params }) => {
  await revokeGuestPass(user, params.id);
  return deletionResponse("revoked");
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
