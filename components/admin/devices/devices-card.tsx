"use client";

import type { Device } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { useAdminList } from "../use-admin-query";
import type { useToast } from "../use-toast";
import { DevicesTable } from "./devices-table";
import { useDeviceDialogs } from "./use-device-dialogs";

// The devices of one property on a detail page, with Edit (and, where asked, Add and Unlock) for those who may write.
export function DevicesCard({
  propertyId,
  title,
  show,
  canAdd = false,
  canUnlock = false,
}: {
  // Empty while the page has not loaded which property it is.
  propertyId: string;
  // Without one, "Devices (count)".
  title?: string;
  show: ReturnType<typeof useToast>["show"];
  canAdd?: boolean;
  canUnlock?: boolean;
}) {
  const devices = useAdminList<Device>(
    "devices",
    "/api/admin/devices",
    { propertyId, limit: 200 },
    { enabled: Boolean(propertyId) },
  );
  const canWrite = useCan("devices:write");
  const dialogs = useDeviceDialogs(show, propertyId);
  return (
    <Card
      title={title ?? `Devices${devices.data ? ` (${devices.data.total})` : ""}`}
      className="xl:col-span-2"
      action={
        canWrite && canAdd ? (
          <Button size="sm" onClick={dialogs.add}>
            Add device
          </Button>
        ) : null
      }
    >
      <DevicesTable
        rows={devices.data?.items}
        loading={devices.isPending && Boolean(propertyId)}
        error={devices.error}
        onRetry={() => devices.refetch()}
        onUnlock={canWrite && canUnlock ? dialogs.unlock : undefined}
        onEdit={canWrite ? dialogs.edit : undefined}
        empty={<EmptyState title="No devices yet" />}
      />
      {dialogs.dialogs}
    </Card>
  );
}
