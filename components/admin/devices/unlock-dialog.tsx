"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { adminEnvelope, adminList } from "@/lib/admin-client/admin-fetch";
import type { AccessEvent, Device, DeviceCommand as DeviceCommandView } from "@/lib/admin-client/admin-types";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/states";
import { formatDateTime, humanize } from "@/components/ui/format";
import { ACCESS_METHOD_LABELS, ACCESS_RESULT_LABELS } from "@/components/access-vocabulary";
import { useAdminMutation } from "../use-admin-mutation";
import { auditHref } from "../use-toast";

// Opening a door is physical: it asks first, then shows the access event the API recorded.
export function UnlockDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const unlock = useAdminMutation((id: string) =>
    adminEnvelope<AccessEvent>("accessEvent", `/api/admin/devices/${id}/unlock`, { method: "POST" }),
  );
  const close = () => {
    unlock.reset();
    onClose();
  };
  const event = unlock.data;
  // The door's real answer: the command is polled until it is acknowledged, failed or expired.
  const commandId = event?.commandId ?? null;
  const command = useQuery({
    queryKey: ["device-command", device?.id, commandId],
    queryFn: async () =>
      (
        await adminList<DeviceCommandView>("commands", `/api/admin/devices/${device!.id}/commands`, {
          query: { limit: 20 },
        })
      ).items.find((c) => c.id === commandId) ?? null,
    enabled: Boolean(device && commandId),
    refetchInterval: (query) =>
      query.state.data && !["pending", "sent"].includes(query.state.data.status) ? false : 500,
  });
  const status = command.data?.status ?? event?.command?.status ?? null;
  const outcome =
    status === "acknowledged"
      ? "The door acknowledged: it opened."
      : status === "failed"
        ? `The door could not open: ${command.data?.failureReason ?? "it reported a failure"}.`
        : status === "expired"
          ? "The door did not answer in time: it did not open."
          : "Access granted: sent, waiting for the door…";
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
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" pending={unlock.isPending} onClick={() => device && unlock.mutate(device.id)}>
              {unlock.isPending ? "Unlocking…" : "Unlock now"}
            </Button>
          </>
        )
      }
    >
      {device && !event ? (
        <p className="text-sm text-slate-700">
          <strong>{device.name}</strong> ({device.serialNumber}) will open at once, and an access event is recorded in
          your name.
        </p>
      ) : null}
      {unlock.error ? (
        <div className="mt-3">
          <Notice tone="error">{unlock.error.message}</Notice>
        </div>
      ) : null}
      {event ? (
        <div className="flex flex-col gap-3" data-testid="access-event">
          <Notice
            tone={event.result !== "granted" || status === "failed" || status === "expired" ? "error" : "success"}
          >
            <span data-testid="unlock-outcome">
              {event.result === "granted" ? outcome : `Access denied: ${event.reason ?? "the device cannot open now"}.`}
            </span>
          </Notice>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Door</dt>
            <dd>{device?.name ?? "—"}</dd>
            <dt className="text-slate-500">Result</dt>
            <dd data-testid="access-event-result">{ACCESS_RESULT_LABELS[event.result]}</dd>
            <dt className="text-slate-500">How</dt>
            <dd>{ACCESS_METHOD_LABELS[event.method]}, by you</dd>
            <dt className="text-slate-500">At</dt>
            <dd>{formatDateTime(event.occurredAt)}</dd>
            {status ? (
              <>
                <dt className="text-slate-500">Door&apos;s answer</dt>
                <dd>{humanize(status)}</dd>
              </>
            ) : null}
            <dt className="text-slate-500">Reference</dt>
            <dd className="font-mono text-xs break-all text-slate-500" data-testid="access-event-id">
              {event.id}
            </dd>
          </dl>
          <p className="flex gap-4 text-sm">
            <Link
              href={`/admin/access-log?deviceId=${encodeURIComponent(event.deviceId ?? "")}`}
              className="font-medium text-indigo-700 hover:underline"
            >
              Access log of this door
            </Link>
            {device ? (
              <Link
                href={auditHref({ targetType: "device", targetId: device.id })}
                className="font-medium text-indigo-700 hover:underline"
              >
                Audit entry
              </Link>
            ) : null}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
