import { adminRoute } from "@/lib/framework/admin-route";
import { unlockDeviceOperation } from "@/lib/devices/device-operations";
import { unlockDevice } from "@/lib/devices/unlock-device";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(unlockDeviceOperation, async ({ principal, params }) =>
  envelope("accessEvent", await unlockDevice(principal, params.id), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
