import { adminRoute } from "@/lib/framework/admin-route";
import { createDevice } from "@/lib/devices/create-device";
import { createDeviceOperation, listDevicesOperation } from "@/lib/devices/device-operations";
import { listDevices } from "@/lib/devices/list-devices";
import { envelope, listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listDevicesOperation, async ({ principal, query }) => {
  const { devices, ...page } = await listDevices(principal, query);
  return listResponse("devices", devices, { ...query, ...page });
});

export const POST = adminRoute(createDeviceOperation, async ({ principal, body }) =>
  envelope("device", await createDevice(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
