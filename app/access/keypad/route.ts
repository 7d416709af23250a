import { authenticateKeypad } from "@/lib/guest-passes/authenticate-keypad";
import { keypadBody } from "@/lib/guest-passes/guest-pass-schemas";
import { redeemGuestPass } from "@/lib/guest-passes/redeem-guest-pass";
import { handleRequest } from "@/lib/http/handle-request";
import { readJsonBody } from "@/lib/http/read-json-body";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = handleRequest(async (request) => {
  const principal = await authenticateKeypad(request);
  const input = await readJsonBody(request, keypadBody);
  return envelope("accessEvent", await redeemGuestPass(principal, input), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
