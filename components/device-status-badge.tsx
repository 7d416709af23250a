import { Badge, type Tone } from "@/components/ui/badge";
import { humanize } from "@/components/ui/format";
import type { Device } from "@/lib/admin-client/admin-types";

type DeviceStatus = Device["status"];

const TONE: Record<DeviceStatus, Tone> = {
  online: "green",
  offline: "red",
  provisioning: "amber",
  retired: "slate",
};

// A device's status as the dashboard and the portal both show it.
export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  return (
    <Badge tone={TONE[status]} dot>
      {humanize(status)}
    </Badge>
  );
}
