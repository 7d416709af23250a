import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listResponse } from "@/lib/http/respond";
import { listDoors } from "@/lib/residents/list-doors";
import { listDoorsOperation } from "@/lib/residents/resident-operations";

export const GET = residentRoute(listDoorsOperation, async ({ user, query }) => {
  const { doors, total } = await listDoors(user, query);
  return listResponse("doors", doors, { total, ...query });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
