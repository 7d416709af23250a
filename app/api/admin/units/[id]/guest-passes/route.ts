import { adminRoute } from "@/lib/framework/admin-route";
import { listResponse } from "@/lib/http/respond";
import { listUnitGuestPasses } from "@/lib/units/list-unit-guest-passes";
import { listUnitGuestPassesOperation } from "@/lib/units/unit-operations";

export const GET = adminRoute(listUnitGuestPassesOperation, async ({ principal, params, query }) => {
  const { guestPasses, total } = await listUnitGuestPasses(principal, params.id, query);
  return listResponse("guestPasses", guestPasses, { ...query, total });
});
