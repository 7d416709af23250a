import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listResponse } from "@/lib/http/respond";
import { listResidentUnits } from "@/lib/residents/list-resident-units";
import { listResidentUnitsOperation } from "@/lib/residents/resident-operations";

export const GET = residentRoute(listResidentUnitsOperation, async ({ user, query }) => {
  const { units, total } = await listResidentUnits(user, query);
  return listResponse("units", units, { total, ...query });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
