"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminEnvelope, adminFetch } from "@/lib/admin-client/admin-fetch";
import type { ApiKey, ApiKeyWithSecret } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { DataTable, NoRows, type Column } from "@/components/ui/data-table";
import { formatDateTime, formatRelative, humanize } from "@/components/ui/format";
import { FilterBar, FilterSelect, optionsOf } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ConfirmAction } from "../confirm-action";
import { useEnvironment } from "../use-environment";
import { useToast } from "../use-toast";
import { useUrlPage, useUrlState } from "@/components/ui/use-url-state";
import { CreateKeyDialog } from "./create-key-dialog";
import { RenameKeyDialog } from "./rename-key-dialog";
import { SecretDialog } from "./secret-dialog";
import { DateTime } from "@/components/ui/date-time";

const LIMIT = 25;

type KeyList = { data: { apiKeys: ApiKey[] }; meta: { total: number; limit: number; offset: number } };

const STATUS_TONE = { active: "green", revoked: "slate", expired: "amber" } as const;

// What the key may do now; a key whose creator lost rights is flagged with what it lost.
function KeyScopes({ apiKey }: { apiKey: ApiKey }) {
  const lost = apiKey.scopes.filter((scope) => !apiKey.effectiveScopes.includes(scope));
  return (
    <span className="flex max-w-xs flex-col gap-1 text-xs text-slate-600">
      <span className="line-clamp-2">{apiKey.effectiveScopes.join(", ") || "none"}</span>
      {apiKey.creatorLostRights ? (
        <span title={`No longer usable: ${lost.join(", ")}`}>
          <Badge tone="amber">creator lost rights</Badge>
        </span>
      ) : null}
    </span>
  );
}

export function ApiKeysPage() {
  const { get, set } = useUrlState();
  const environment = useEnvironment();
  const { offset } = useUrlPage();
  const status = get("status") || undefined;
  const query = { status, limit: LIMIT, offset };
  const list = useQuery({
    queryKey: ["admin", environment, "/api/admin/api-keys", query],
    queryFn: ({ signal }) => adminFetch<KeyList>("/api/admin/api-keys", { query, signal }),
  });
  const canWrite = useCan("api_keys:write");
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const toast = useToast();

  const columns: Column<ApiKey>[] = [
    { header: "Name", cell: (k) => <span className="font-medium">{k.name}</span> },
    { header: "Key", cell: (k) => <span className="font-mono text-xs">{k.prefix}…</span>, hideOnMobile: true },
    { header: "Scopes", cell: (k) => <KeyScopes apiKey={k} />, hideOnMobile: true },
    { header: "Status", cell: (k) => <Badge tone={STATUS_TONE[k.status]}>{humanize(k.status)}</Badge> },
    {
      header: "Last used",
      cell: (k) => <span title={formatDateTime(k.lastUsedAt)}>{formatRelative(k.lastUsedAt)}</span>,
    },
    { header: "Created", cell: (k) => <DateTime value={k.createdAt} />, hideOnMobile: true },
    ...(canWrite
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (k: ApiKey) =>
              k.status === "revoked" ? null : (
                <span className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(k)} aria-label={`Rename ${k.name}`}>
                    Rename
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRotating(k)} aria-label={`Rotate ${k.name}`}>
                    Rotate
                  </Button>
                  <Button
                    variant="ghostDanger"
                    size="sm"
                    onClick={() => setRevoking(k)}
                    aria-label={`Revoke ${k.name}`}
                  >
                    Revoke
                  </Button>
                </span>
              ),
          },
        ]
      : []),
  ];
  const create = canWrite ? <Button onClick={() => setCreating(true)}>New API key</Button> : null;
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys for scripts and integrations, each limited to the scopes it needs."
        actions={create}
      />
      <Card>
        <FilterBar>
          <FilterSelect name="status" label="Status" options={optionsOf(["active", "revoked", "expired"])} />
        </FilterBar>
        <DataTable
          label="API keys"
          columns={columns}
          rows={list.data?.data.apiKeys}
          loading={list.isPending}
          error={list.error}
          onRetry={() => list.refetch()}
          empty={
            status ? (
              <NoRows noun="API keys" filtered />
            ) : (
              <EmptyState title="No API keys yet" action={create}>
                Create one for each script or integration, with only the scopes it needs.
              </EmptyState>
            )
          }
        />
        <Pagination
          total={list.data?.meta.total}
          limit={LIMIT}
          offset={offset}
          onChange={(next) => set({ offset: next || null })}
        />
      </Card>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setSecret(key);
        }}
      />
      <SecretDialog apiKey={secret} onClose={() => setSecret(null)} />
      <RenameKeyDialog
        key={renaming?.id ?? "none"}
        apiKey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(key) => {
          setRenaming(null);
          toast.show({
            tone: "success",
            text: `Renamed to ${key.name}.`,
            audit: { targetType: "api_key", targetId: key.id },
          });
        }}
      />
      <ConfirmAction
        item={revoking}
        run={(key: ApiKey) => adminFetch<void>(`/api/admin/api-keys/${key.id}`, { method: "DELETE" })}
        onDone={(_, key) =>
          toast.show({
            tone: "success",
            text: `Revoked ${key.name}; it stops working at once.`,
            audit: { targetType: "api_key", targetId: key.id },
          })
        }
        onClose={() => setRevoking(null)}
        title="Revoke this key?"
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        danger
      >
        <p>
          <strong>{revoking?.name}</strong> ({revoking?.prefix}…) stops working at once. This cannot be undone.
        </p>
      </ConfirmAction>
      <ConfirmAction
        item={rotating}
        run={(key: ApiKey) =>
          adminEnvelope<ApiKeyWithSecret>("apiKey", `/api/admin/api-keys/${key.id}/rotate`, { method: "POST" })
        }
        onDone={setSecret}
        onClose={() => setRotating(null)}
        title="Rotate this key?"
        confirmLabel="Rotate secret"
        pendingLabel="Rotating…"
      >
        <p>
          <strong>{rotating?.name}</strong> gets a new secret; the current one stops working at once.
        </p>
      </ConfirmAction>
      {toast.view}
    </>
  );
}
