import type { Device } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import { humanize } from "@/components/ui/format";

const TONE: Record<Device["status"], Tone> = {
  online: "green",
  offline: "red",
  provisioning: "amber",
  retired: "slate",
};

export function DeviceStatusBadge({ status }: { status: Device["status"] }) {
  return (
    <Badge tone={TONE[status]} dot>
      {humanize(status)}
    </Badge>
  );
}

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
