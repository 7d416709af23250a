import { adminRoute } from "@/lib/framework/admin-route";
import { listResponse } from "@/lib/http/respond";
import { listUnitGuestPasses } from "@/lib/units/list-unit-guest-passes";
import { listUnitGuestPassesOperation } from "@/lib/units/unit-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listUnitGuestPassesOperation, async ({ principal, params, query }) => {
  const { guestPasses, ...page } = await listUnitGuestPasses(principal, params.id, query);
  return listResponse("guestPasses", guestPasses, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
