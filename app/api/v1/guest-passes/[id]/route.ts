import { guestPassParams } from "@/lib/guest-passes/guest-pass-schemas";
import { revokeGuestPass } from "@/lib/guest-passes/revoke-guest-pass";
import { deletionResponse } from "@/lib/http/respond";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const DELETE = residentRoute({ roles: RESIDENTS, params: guestPassParams }, async ({ user, params }) => {
  await revokeGuestPass(user, params.id);
  return deletionResponse("revoked");
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = refuseOtherMethods({ DELETE });
