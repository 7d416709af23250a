"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Device, DeviceCredentials } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyField } from "@/components/ui/copy-field";
import { Notice } from "@/components/ui/states";
import { formatDateTime } from "@/components/ui/format";
import { useAdminMutation } from "../use-admin-mutation";

// Credentials exist in the browser only until the page is left: the API stores a hash and never shows them again.
export function ConnectDeviceCard({ device, canWrite }: { device: Device; canWrite: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const issue = useAdminMutation(
    () =>
      adminEnvelope<DeviceCredentials>(
        "credentials",
        `/api/admin/devices/${encodeURIComponent(device.id)}/credentials`,
        { method: "POST" },
      ),
    () => setConfirming(false),
  );
  const credentials = issue.data;
  const issued = device.credentialsIssuedAt !== null;
  const start = () => (issued ? setConfirming(true) : issue.mutate(undefined));
  const action =
    canWrite && device.status !== "retired" ? (
      <Button
        size="sm"
        variant={issued ? "secondary" : "primary"}
        pending={issue.isPending && !confirming}
        onClick={start}
      >
        {issued ? "Rotate credentials" : "Connect a device"}
      </Button>
    ) : null;
  return (
    <Card title="Connection" action={action}>
      <div className="p-4">
        {credentials ? (
          <div className="flex flex-col gap-3" data-testid="device-credentials">
            <Notice tone="info">
              These credentials are shown once. Enter them in the controller now; rotating issues new ones and
              disconnects this set.
            </Notice>
            <CopyField label="Broker URL" value={credentials.mqttUrl} />
            <CopyField label="Client id and username" value={credentials.username} />
            <CopyField label="Password" value={credentials.password} testId="device-password" />
            <CopyField label="Topic prefix" value={credentials.topicPrefix} />
            <CopyField
              label="Try it with the simulator"
              value={`npm run device -- simulate --device ${credentials.username} --password ${credentials.password} --url ${credentials.mqttUrl}`}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {issued
              ? `MQTT credentials were issued ${formatDateTime(device.credentialsIssuedAt)}. A controller connects with them, reports on its status topic and receives unlocks on its commands topic.`
              : "This device has no MQTT credentials yet. Connect a device issues a username and password for the controller to sign in to the broker with."}
          </p>
        )}
        {issue.error && !confirming ? (
          <div className="mt-3">
            <Notice tone="error">{issue.error.message}</Notice>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Rotate this device's credentials?"
        confirmLabel="Rotate now"
        pendingLabel="Rotating…"
        pending={issue.isPending}
        error={issue.error}
        danger
        onConfirm={() => issue.mutate(undefined)}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-slate-700">
          The current password stops working at once and <strong>{device.name}</strong> is disconnected until it is
          given the new one.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
