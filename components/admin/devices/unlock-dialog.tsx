"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { AccessEvent, Device } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/states";
import { formatDateTime } from "../format";
import { useAdminMutation } from "../use-admin-mutation";

// Opening a door is physical: it asks first, then shows the access event the API recorded.
export function UnlockDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const unlock = useAdminMutation((id: string) => adminEnvelope<AccessEvent>("accessEvent", `/api/admin/devices/${id}/unlock`, { method: "POST" }));
  const close = () => {
    unlock.reset();
    onClose();
  };
  const event = unlock.data;
  return (
    <Dialog
      open={device !== null}
      onClose={close}
      title={event ? "Unlock recorded" : "Unlock this door?"}
      footer={
        event ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>Cancel</Button>
            <Button variant="danger" pending={unlock.isPending} onClick={() => device && unlock.mutate(device.id)}>
              {unlock.isPending ? "Unlocking…" : "Unlock now"}
            </Button>
          </>
        )
      }
    >
      {device && !event ? (
        <p className="text-sm text-slate-700">
          <strong>{device.name}</strong> ({device.serialNumber}) will open at once, and an access event is recorded in your name.
        </p>
      ) : null}
      {unlock.error ? <div className="mt-3"><Notice tone="error">{unlock.error.message}</Notice></div> : null}
      {event ? (
        <div className="flex flex-col gap-3" data-testid="access-event">
          <Notice tone={event.result === "granted" ? "success" : "error"}>
            {event.result === "granted" ? "Access granted: the unlock command was sent." : `Access denied: ${event.reason ?? "the device cannot open now"}.`}
          </Notice>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Access event</dt>
            <dd className="font-mono text-xs break-all" data-testid="access-event-id">{event.id}</dd>
            <dt className="text-slate-500">Result</dt>
            <dd data-testid="access-event-result">{event.result}</dd>
            <dt className="text-slate-500">Method</dt>
            <dd>{event.method}</dd>
            <dt className="text-slate-500">At</dt>
            <dd>{formatDateTime(event.occurredAt)}</dd>
            {event.commandId ? (
              <>
                <dt className="text-slate-500">Command</dt>
                <dd className="font-mono text-xs break-all">{event.commandId}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}
