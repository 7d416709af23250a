"use client";

import { useQuery } from "@tanstack/react-query";
import { adminEnvelope, adminFetch } from "@/lib/admin-client/admin-fetch";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatDateTime, humanize } from "@/components/ui/format";
import { useAdminMutation } from "../use-admin-mutation";
import { useEnvironment } from "../use-environment";
import { DateTime } from "@/components/ui/date-time";
import { describeFailure, Notice } from "@/components/ui/states";
import { webhookEventLabel } from "@/components/webhook-vocabulary";

type DeliveryList = { deliveries: WebhookDelivery[]; total: number };
const TONE = { succeeded: "green", pending: "amber", failed: "slate" } as const;

// One endpoint's deliveries: each attempt's status and duration, the payload sent and the answers received.
export function DeliveryLog({ endpoint, canWrite }: { endpoint: WebhookEndpoint; canWrite: boolean }) {
  const environment = useEnvironment();
  const path = `/api/admin/webhook-endpoints/${endpoint.id}/deliveries` as const;
  const list = useQuery({
    queryKey: ["admin", environment, path],
    queryFn: ({ signal }) => adminFetch<DeliveryList>(path, { query: { limit: 50 }, signal }),
    refetchInterval: 5000,
  });
  const retry = useAdminMutation((delivery: WebhookDelivery) =>
    adminEnvelope<WebhookDelivery>("delivery", `${path}/${delivery.id}/retry`, { method: "POST" }),
  );
  const columns: Column<WebhookDelivery>[] = [
    {
      header: "Event",
      cell: (d) => (
        <span>
          {webhookEventLabel(d.eventType)}
          <span className="block font-mono text-xs text-slate-500">{d.eventType}</span>
        </span>
      ),
    },
    { header: "Status", cell: (d) => <Badge tone={TONE[d.status]}>{humanize(d.status)}</Badge> },
    { header: "Attempts", cell: (d) => d.attempt },
    { header: "Last answer", cell: (d) => (d.statusCode ? `HTTP ${d.statusCode}` : (d.attempts.at(-1)?.error ?? "—")) },
    { header: "Duration", cell: (d) => (d.durationMs === null ? "—" : `${d.durationMs} ms`), hideOnMobile: true },
    { header: "Next retry", cell: (d) => <DateTime value={d.nextRetryAt} />, hideOnMobile: true },
    {
      header: "Details",
      cell: (d) => (
        <details className="max-w-md text-xs">
          <summary className="cursor-pointer">Payload and answers</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-900 p-2 text-emerald-300">
            {JSON.stringify(d.payload, null, 2)}
          </pre>
          {d.attempts.map((attempt) => (
            <p key={attempt.attempt} className="mt-1 break-all">
              #{attempt.attempt} {formatDateTime(attempt.attemptedAt)}: {attempt.statusCode ?? attempt.error}{" "}
              {attempt.responseBody ? `“${attempt.responseBody.slice(0, 200)}”` : ""}
            </p>
          ))}
        </details>
      ),
    },
    ...(canWrite
      ? [
          {
            header: "",
            className: "text-right",
            cell: (d: WebhookDelivery) => (
              <Button
                variant="ghost"
                size="sm"
                disabled={!endpoint.enabled}
                pending={retry.isPending && retry.variables?.id === d.id}
                onClick={() => retry.mutate(d)}
                aria-label={`Retry delivery ${d.id}`}
              >
                Retry
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={`Deliveries to ${endpoint.url}`}>
      {retry.error ? (
        <Notice tone="error">Could not retry the delivery: {describeFailure(retry.error).message}</Notice>
      ) : null}
      <DataTable
        label="Webhook deliveries"
        columns={columns}
        rows={list.data?.deliveries}
        loading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={<p className="p-4 text-sm text-slate-600">No deliveries yet. Send a test event.</p>}
      />
    </Card>
  );
}
