"use client";

import { useState } from "react";
import type { Device } from "@/lib/admin-client/admin-types";
import type { useToast } from "../use-toast";
import { DeviceFormDialog } from "./device-form-dialog";
import { UnlockDialog } from "./unlock-dialog";

type Show = ReturnType<typeof useToast>["show"];

// What a devices table's row buttons open: adding one (to `propertyId` when given), editing one and unlocking one.
export function useDeviceDialogs(show: Show, propertyId?: string) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Device | null>(null);
  const [unlocking, setUnlocking] = useState<Device | null>(null);
  const dialogs = (
    <>
      <DeviceFormDialog
        key={propertyId ?? "any"}
        open={adding}
        propertyId={propertyId}
        onClose={() => setAdding(false)}
        onCreated={(device) => {
          setAdding(false);
          show({
            tone: "success",
            text: `Added ${device.name}.`,
            audit: { targetType: "device", targetId: device.id },
          });
        }}
      />
      {editing ? (
        <DeviceFormDialog
          key={editing.id}
          open
          device={editing}
          onClose={() => setEditing(null)}
          onCreated={(device) => {
            setEditing(null);
            show({ tone: "success", text: `Saved ${device.name}.` });
          }}
        />
      ) : null}
      <UnlockDialog device={unlocking} onClose={() => setUnlocking(null)} />
    </>
  );
  return { add: () => setAdding(true), edit: setEditing, unlock: setUnlocking, dialogs };
}
