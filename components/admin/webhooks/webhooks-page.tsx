"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminEnvelope, adminFetch } from "@/lib/admin-client/admin-fetch";
import type { WebhookEndpoint, WebhookEndpointWithSecret } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { CopyField } from "@/components/ui/copy-field";
import { describeFailure, EmptyState, Notice } from "@/components/ui/states";
import { webhookEventLabel } from "@/components/webhook-vocabulary";
import { ConfirmAction } from "../confirm-action";
import { DeleteDialog } from "../delete-dialog";
import { useCan } from "../admin-session";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminMutation } from "../use-admin-mutation";
import { useEnvironment } from "../use-environment";
import { useToast } from "../use-toast";
import { CreateEndpointDialog } from "./create-endpoint-dialog";
import { DeliveryLog } from "./delivery-log";

type EndpointList = { data: { webhookEndpoints: WebhookEndpoint[] } };
const PATH = "/api/admin/webhook-endpoints";

export function WebhooksPage() {
  const environment = useEnvironment();
  const list = useQuery({
    queryKey: ["admin", environment, PATH],
    queryFn: ({ signal }) => adminFetch<EndpointList>(PATH, { query: { limit: 200 }, signal }),
  });
  const canWrite = useCan("webhooks:write");
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const failed = (error: Error) => toast.show({ tone: "error", text: describeFailure(error).message });
  const test = useAdminMutation(
    (e: WebhookEndpoint) => adminEnvelope("delivery", `${PATH}/${e.id}/test`, { method: "POST" }),
    (_, e) => {
      setSelectedId(e.id);
      toast.show({ tone: "success", text: "Test event queued; it appears in the delivery log." });
    },
  );
  const setEnabled = useAdminMutation(({ e, enabled }: { e: WebhookEndpoint; enabled: boolean }) =>
    adminEnvelope("webhookEndpoint", `${PATH}/${e.id}`, { method: "PATCH", body: { enabled } }),
  );
  const endpoints = list.data?.data.webhookEndpoints;
  const selected = endpoints?.find((e) => e.id === selectedId) ?? null;

  const columns: Column<WebhookEndpoint>[] = [
    {
      header: "URL",
      cell: (e) => (
        <span>
          <span className="font-mono text-xs break-all">{e.url}</span>
          {e.description ? <span className="block text-xs text-slate-600">{e.description}</span> : null}
        </span>
      ),
    },
    {
      header: "Events",
      cell: (e) => (
        <span className="text-xs">
          {e.eventTypes.length ? e.eventTypes.map(webhookEventLabel).join(", ") : "All events"}
        </span>
      ),
      hideOnMobile: true,
    },
    {
      header: "Status",
      cell: (e) => (
        <>
          {e.enabled ? (
            <Badge tone="green">Enabled</Badge>
          ) : (
            <span title={e.disabledReason ?? undefined}>
              <Badge tone="amber">Disabled</Badge>
            </span>
          )}
          {e.previousSecretExpiresAt ? (
            <p className="mt-1 text-xs text-slate-500">
              The old secret also signs until <DateTime value={e.previousSecretExpiresAt} />
            </p>
          ) : null}
        </>
      ),
    },
    { header: "Created", cell: (e) => <DateTime value={e.createdAt} />, hideOnMobile: true },
    {
      header: "Actions",
      className: "text-right",
      cell: (e) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => setSelectedId(e.id)} aria-label={`Deliveries of ${e.url}`}>
            Deliveries
          </Button>
          {canWrite ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => test.mutate(e, { onError: failed })}
                aria-label={`Send a test event to ${e.url}`}
              >
                Test
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRotating(e)}
                aria-label={`Rotate the secret of ${e.url}`}
              >
                Rotate secret
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEnabled.mutate({ e, enabled: !e.enabled }, { onError: failed })}
              >
                {e.enabled ? "Disable" : "Enable"}
              </Button>
              <Button variant="ghostDanger" size="sm" onClick={() => setDeleting(e)} aria-label={`Delete ${e.url}`}>
                Delete
              </Button>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  const create = canWrite ? <Button onClick={() => setCreating(true)}>New endpoint</Button> : null;
  const disabled = endpoints?.filter((e) => !e.enabled && e.disabledReason) ?? [];
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Your own systems receive signed events (Standard Webhooks) as they happen."
        actions={create}
      />
      {disabled.map((e) => (
        <Notice key={e.id} tone="error">
          {e.url} was disabled: {e.disabledReason}
        </Notice>
      ))}
      <Card>
        <DataTable
          label="Webhook endpoints"
          columns={columns}
          rows={endpoints}
          loading={list.isPending}
          error={list.error}
          onRetry={() => list.refetch()}
          empty={
            <EmptyState title="No webhook endpoints yet" action={create}>
              Add the address of a system that should hear about calls, doors, guests and devices.
            </EmptyState>
          }
        />
      </Card>
      {selected ? <DeliveryLog key={selected.id} endpoint={selected} canWrite={canWrite} /> : null}
      <CreateEndpointDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(endpoint) => {
          setCreating(false);
          setSecret(endpoint);
        }}
      />
      <Dialog
        open={secret !== null}
        onClose={() => setSecret(null)}
        title="Copy the signing secret"
        footer={<Button onClick={() => setSecret(null)}>I have stored it</Button>}
      >
        <div className="flex flex-col gap-3">
          <Notice tone="info">
            This is the only time this secret is shown. Your receiver verifies each delivery with it.
          </Notice>
          <CopyField label="Signing secret" value={secret?.secret ?? ""} testId="webhook-secret" />
          {secret?.previousSecretExpiresAt ? (
            <p className="text-sm text-slate-600" data-testid="webhook-secret-overlap">
              Until <DateTime value={secret.previousSecretExpiresAt} />, each delivery is also signed with the old
              secret, so your receiver keeps working while you change its setting.
            </p>
          ) : null}
        </div>
      </Dialog>
      <ConfirmAction
        item={rotating}
        run={(e: WebhookEndpoint) =>
          adminEnvelope<WebhookEndpointWithSecret>("webhookEndpoint", `${PATH}/${e.id}/rotate-secret`, {
            method: "POST",
          })
        }
        onDone={setSecret}
        onClose={() => setRotating(null)}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        pendingLabel="Rotating…"
      >
        <p>
          <strong>{rotating?.url}</strong>: a new secret signs every delivery from now on. For 24 hours the old one
          signs beside it, so your receiver keeps verifying until you give it the new one.
        </p>
      </ConfirmAction>
      <DeleteDialog
        item={deleting}
        noun="webhook endpoint"
        label={(e) => e.url}
        path={(e) => `${PATH}/${e.id}`}
        explanation="nothing more is sent to it, and its waiting deliveries are dropped with it."
        onDone={(_, e) => {
          if (selectedId === e.id) setSelectedId(null);
          toast.show({ tone: "success", text: `${e.url} is removed.` });
        }}
        onClose={() => setDeleting(null)}
      />
      {toast.view}
    </>
  );
}
