import { credentialRoute } from "@/lib/framework/resident-route";
import { authenticateKeypad } from "@/lib/guest-passes/authenticate-keypad";
import { redeemGuestPassOperation } from "@/lib/guest-passes/guest-pass-operations";
import { redeemGuestPass } from "@/lib/guest-passes/redeem-guest-pass";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";

export const POST = credentialRoute(redeemGuestPassOperation, async ({ request, readBody }) => {
  const principal = await authenticateKeypad(request);
  return envelope("accessEvent", await redeemGuestPass(principal, await readBody()), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
