import { createGuestPass } from "@/lib/guest-passes/create-guest-pass";
import { createGuestPassBody, listGuestPassesQuery } from "@/lib/guest-passes/guest-pass-schemas";
import { listGuestPasses } from "@/lib/guest-passes/list-guest-passes";
import { envelope, listResponse } from "@/lib/http/respond";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = residentRoute({ roles: RESIDENTS, query: listGuestPassesQuery }, async ({ user, query }) => {
  const { guestPasses, total } = await listGuestPasses(user, query);
  return listResponse("guestPasses", guestPasses, { total, limit: query.limit, offset: query.offset });
});

export const POST = residentRoute({ roles: RESIDENTS, body: createGuestPassBody }, async ({ user, body }) =>
  envelope("guestPass", await createGuestPass(user, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
