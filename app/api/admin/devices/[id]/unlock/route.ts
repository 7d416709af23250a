import { adminRoute } from "@/lib/framework/admin-route";
import { unlockDeviceOperation } from "@/lib/devices/device-operations";
import { unlockDevice } from "@/lib/devices/unlock-device";
import { envelope } from "@/lib/http/respond";

export const POST = adminRoute(unlockDeviceOperation, async ({ principal, params }) =>
  envelope("accessEvent", await unlockDevice(principal, params.id), { status: 201 }),
);
