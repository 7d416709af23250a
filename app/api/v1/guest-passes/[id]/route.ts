import { guestPassParams } from "@/lib/guest-passes/guest-pass-schemas";
import { revokeGuestPass } from "@/lib/guest-passes/revoke-guest-pass";
import { deletionResponse } from "@/lib/http/respond";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";

export const DELETE = residentRoute({ roles: RESIDENTS, params: guestPassParams }, async ({ user, params }) => {
  await revokeGuestPass(user, params.id);
  return deletionResponse("revoked");
});
