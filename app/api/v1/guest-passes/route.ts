import { residentRoute } from "@/lib/framework/resident-route";
import { createGuestPass } from "@/lib/guest-passes/create-guest-pass";
import { createGuestPassOperation, listGuestPassesOperation } from "@/lib/guest-passes/guest-pass-operations";
import { listGuestPasses } from "@/lib/guest-passes/list-guest-passes";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope, listResponse } from "@/lib/http/respond";

export const GET = residentRoute(listGuestPassesOperation, async ({ user, query }) => {
  const { guestPasses, total } = await listGuestPasses(user, query);
  return listResponse("guestPasses", guestPasses, { total, limit: query.limit, offset: query.offset });
});

export const POST = residentRoute(createGuestPassOperation, async ({ user, body }) =>
  envelope("guestPass", await createGuestPass(user, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
