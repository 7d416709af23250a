import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { accessEventSchema, deviceCommandSchema, listCommandsQuery } from "./access-event-schema";
import { deviceCredentialsSchema } from "./device-credential-schemas";
import { createDeviceBody, deviceSchema, listDevicesQuery, updateDeviceBody } from "./device-schemas";
import { statusHistoryQuery, statusHistorySchema } from "./status-history-schemas";

const resource = "devices";

export const listDevicesOperation = adminOperation({
  method: "get",
  path: "/api/admin/devices",
  resource,
  summary: "List devices",
  scope: "devices:read",
  query: listDevicesQuery,
  response: { status: 200, shape: "A", key: "devices", item: deviceSchema },
  example: (ids) => ({ query: { propertyId: ids.propertyId, q: "door", status: "online", limit: "10" } }),
});

export const createDeviceOperation = adminOperation({
  method: "post",
  path: "/api/admin/devices",
  resource,
  summary: "Create a device",
  description:
    "The property must be one the caller can see (else 404). The serial number is unique across the platform (409).",
  scope: "devices:write",
  body: createDeviceBody,
  response: { status: 201, shape: "B", key: "device", item: deviceSchema },
  errors: ["NOT_FOUND", "CONFLICT"],
  example: (ids) => ({
    body: {
      propertyId: ids.propertyId,
      name: "Garage gate",
      kind: "door_controller",
      serialNumber: `SN-${ids.deviceId}-2`,
    },
  }),
});

export const getDeviceOperation = adminOperation({
  method: "get",
  path: "/api/admin/devices/{id}",
  resource,
  summary: "Get a device",
  scope: "devices:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "device", item: deviceSchema },
  example: (ids) => ({ params: { id: ids.deviceId } }),
});

export const updateDeviceOperation = adminOperation({
  method: "patch",
  path: "/api/admin/devices/{id}",
  resource,
  summary: "Update a device",
  description:
    "`status: retired` retires the device as DELETE does: its credentials are cleared and a live connection is dropped. A retired device cannot be given another status (409).",
  scope: "devices:write",
  params: idParams,
  body: updateDeviceBody,
  response: { status: 200, shape: "B", key: "device", item: deviceSchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.deviceId }, body: { name: "Renamed door" } }),
});

export const deleteDeviceOperation = adminOperation({
  method: "delete",
  path: "/api/admin/devices/{id}",
  resource,
  summary: "Delete or retire a device",
  description:
    "A device with door events or commands is retired (X-Deletion: retired) so its history survives; otherwise it is deleted (X-Deletion: deleted).",
  scope: "devices:write",
  params: idParams,
  response: { status: 204 },
  example: (ids) => ({ params: { id: ids.deviceId } }),
});

export const unlockDeviceOperation = adminOperation({
  method: "post",
  path: "/api/admin/devices/{id}/unlock",
  resource,
  summary: "Unlock a device",
  description:
    "Records an access event (method admin). It is granted, with an unlock command published to the device after commit, when the device is online and not a camera; otherwise it is recorded as denied with a reason and no command is sent. The door opened only when `command.status` becomes acknowledged (see the device's commands).",
  scope: "devices:write",
  params: idParams,
  response: { status: 201, shape: "B", key: "accessEvent", item: accessEventSchema },
  example: (ids) => ({ params: { id: ids.deviceId } }),
});

export const issueDeviceCredentialsOperation = adminOperation({
  method: "post",
  path: "/api/admin/devices/{id}/credentials",
  resource,
  summary: "Issue or rotate a device's MQTT credentials",
  description:
    "Answers the credentials once; only a hash of the password is stored. Every call rotates: the previous password stops at once and a device connected with it is disconnected. A retired device gets none (409).",
  scope: "devices:write",
  params: idParams,
  response: { status: 201, shape: "B", key: "credentials", item: deviceCredentialsSchema },
  errors: ["CONFLICT", "SERVICE_UNAVAILABLE", "UPSTREAM_UNAVAILABLE"],
  example: (ids) => ({ params: { id: ids.deviceId } }),
});

export const listDeviceCommandsOperation = adminOperation({
  method: "get",
  path: "/api/admin/devices/{id}/commands",
  resource,
  summary: "List a device's commands",
  description: "Newest first: pending → sent → acknowledged | failed | expired.",
  scope: "devices:read",
  params: idParams,
  query: listCommandsQuery,
  response: { status: 200, shape: "A", key: "commands", item: deviceCommandSchema },
  example: (ids) => ({ params: { id: ids.deviceId }, query: { limit: "10" } }),
});

export const readDeviceStatusHistoryOperation = adminOperation({
  method: "get",
  path: "/api/admin/devices/{id}/status-history",
  resource,
  summary: "A device's online and offline periods and its uptime",
  description:
    "The periods of [from, to) up to now, oldest first, from the device's status history (the status in force at `from` included), and online time / (online + offline) time. At most 31 days.",
  scope: "devices:read",
  params: idParams,
  query: statusHistoryQuery,
  response: { status: 200, shape: "B", key: "statusHistory", item: statusHistorySchema },
  example: (ids) => ({
    params: { id: ids.deviceId },
    query: { from: new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString() },
  }),
});

export const deviceOperations = [
  listDevicesOperation,
  createDeviceOperation,
  getDeviceOperation,
  updateDeviceOperation,
  deleteDeviceOperation,
  unlockDeviceOperation,
  issueDeviceCredentialsOperation,
  listDeviceCommandsOperation,
  readDeviceStatusHistoryOperation,
];
