import { listResponse } from "@/lib/http/respond";
import { listDoors } from "@/lib/residents/list-doors";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { residentListQuery } from "@/lib/residents/resident-schemas";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = residentRoute({ roles: RESIDENTS, query: residentListQuery }, async ({ user, query }) => {
  const { doors, total } = await listDoors(user, query);
  return listResponse("doors", doors, { total, ...query });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
