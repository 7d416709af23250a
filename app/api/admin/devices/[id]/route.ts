import { adminRoute } from "@/lib/framework/admin-route";
import { deleteDevice } from "@/lib/devices/delete-device";
import { deleteDeviceOperation, getDeviceOperation, updateDeviceOperation } from "@/lib/devices/device-operations";
import { findDevice } from "@/lib/devices/find-device";
import { serializeDevice } from "@/lib/devices/serialize-device";
import { updateDevice } from "@/lib/devices/update-device";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getDeviceOperation, async ({ principal, params }) =>
  envelope("device", serializeDevice(await findDevice(principal, params.id))),
);

export const PATCH = adminRoute(updateDeviceOperation, async ({ principal, params, body }) =>
  envelope("device", await updateDevice(principal, params.id, body)),
);

export const DELETE = adminRoute(deleteDeviceOperation, async ({ principal, params }) =>
  deletionResponse(await deleteDevice(principal, params.id)),
);

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
