// The kinds and statuses a device form and the devices filter offer, with their labels.
export const DEVICE_KINDS = [
  { value: "intercom", label: "Intercom" },
  { value: "door_controller", label: "Door controller" },
  { value: "reader", label: "Reader" },
  { value: "camera", label: "Camera" },
];

export const DEVICE_STATUSES = [
  { value: "online", label: "Online" },
  { value: "offline", label: "Offline" },
  { value: "provisioning", label: "Provisioning" },
  { value: "retired", label: "Retired" },
];
