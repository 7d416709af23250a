import { adminRoute } from "@/lib/framework/admin-route";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { revokeUnitGuestPass } from "@/lib/units/revoke-unit-guest-pass";
import { revokeUnitGuestPassOperation } from "@/lib/units/unit-operations";

export const POST = adminRoute(revokeUnitGuestPassOperation, async ({ principal, params }) =>
  envelope("guestPass", await revokeUnitGuestPass(principal, params.id)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
