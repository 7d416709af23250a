import { adminRoute } from "@/lib/framework/admin-route";
import { readDeviceStatusHistoryOperation } from "@/lib/devices/device-operations";
import { readStatusHistory } from "@/lib/devices/read-status-history";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(readDeviceStatusHistoryOperation, async ({ principal, params, query }) =>
  envelope("statusHistory", await readStatusHistory(principal, params.id, query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
