import { adminRoute } from "@/lib/framework/admin-route";
import { listAccessEventsOperation } from "@/lib/access-events/access-event-operations";
import { listAccessEvents } from "@/lib/access-events/list-access-events";
import { listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listAccessEventsOperation, async ({ principal, query }) => {
  const { accessEvents, ...page } = await listAccessEvents(principal, query);
  return listResponse("accessEvents", accessEvents, { ...query, ...page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
