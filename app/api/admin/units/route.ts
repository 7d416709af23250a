import { adminRoute } from "@/lib/framework/admin-route";
import { envelope, listResponse } from "@/lib/http/respond";
import { createUnit } from "@/lib/units/create-unit";
import { listUnits } from "@/lib/units/list-units";
import { createUnitOperation, listUnitsOperation } from "@/lib/units/unit-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listUnitsOperation, async ({ principal, query }) => {
  const { units, ...page } = await listUnits(principal, query);
  return listResponse("units", units, { ...query, ...page });
});

export const POST = adminRoute(createUnitOperation, async ({ principal, body }) =>
  envelope("unit", await createUnit(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
