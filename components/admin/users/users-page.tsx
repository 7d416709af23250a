"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminSession, useCan } from "../admin-session";
import { DataTable, NoRows, type Column } from "../data-table";
import { formatDateTime } from "../format";
import { FilterBar, FilterSelect, SearchBox } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { tableState, useAdminList } from "../use-admin-query";
import { useAdminMutation } from "../use-admin-mutation";
import { useToast } from "../use-toast";
import { useUrlState } from "../use-url-state";
import { UnitLinks } from "../units/unit-link";
import { ExportButton } from "../export-button";
import { EditUserDialog } from "./edit-user-dialog";
import { InvitationActions } from "./invitation-actions";
import { InviteUserDialog } from "./invite-user-dialog";
import { ROLE_LABELS, STATUS_LABELS, STATUS_TONES } from "./user-labels";

const LIMIT = 25;

export function UsersPage() {
  const { get } = useUrlState();
  const session = useAdminSession();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const filters = { q: get("q") || undefined, role: get("role") || undefined, status: get("status") || undefined };
  const list = useAdminList<User>("users", "/api/admin/users", {
    ...filters,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  const canWrite = useCan("users:write");
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [suspending, setSuspending] = useState<User | null>(null);
  const toast = useToast();
  const suspend = useAdminMutation(
    (user: User) =>
      adminEnvelope<User>("user", `/api/admin/users/${user.id}`, {
        method: "PATCH",
        body: { status: user.status === "suspended" ? "active" : "suspended" },
      }),
    (user) => {
      setSuspending(null);
      toast.show({
        tone: "success",
        text:
          user.status === "suspended"
            ? `${user.name} is suspended and signed out of the API.`
            : `${user.name} is active again.`,
        audit: { targetType: "user", targetId: user.id },
      });
    },
  );
  const columns: Column<User>[] = [
    { header: "Name", cell: (u) => <span className="font-medium">{u.name}</span> },
    { header: "Email", cell: (u) => <span className="text-slate-600">{u.email}</span>, hideOnMobile: true },
    { header: "Unit(s)", cell: (u) => <UnitLinks ids={u.unitIds} /> },
    { header: "Role", cell: (u) => ROLE_LABELS[u.role] },
    { header: "Status", cell: (u) => <Badge tone={STATUS_TONES[u.status]}>{STATUS_LABELS[u.status]}</Badge> },
    { header: "Created", cell: (u) => formatDateTime(u.createdAt), hideOnMobile: true },
    ...(canWrite
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (u: User) =>
              u.id === session.userId ? (
                <span className="text-xs font-medium text-slate-600">you</span>
              ) : (
                <span className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(u)} aria-label={`Edit ${u.name}`}>
                    Edit
                  </Button>
                  {u.status === "invited" ? (
                    <InvitationActions user={u} onDone={(text) => toast.show({ tone: "success", text })} />
                  ) : (
                    <Button
                      variant={u.status === "suspended" ? "ghost" : "ghostDanger"}
                      size="sm"
                      onClick={() => setSuspending(u)}
                      aria-label={`${u.status === "suspended" ? "Reactivate" : "Suspend"} ${u.name}`}
                    >
                      {u.status === "suspended" ? "Reactivate" : "Suspend"}
                    </Button>
                  )}
                </span>
              ),
          },
        ]
      : []),
  ];
  const invite = canWrite ? <Button onClick={() => setInviting(true)}>Invite user</Button> : null;
  return (
    <>
      <PageHeader
        title="Users"
        description="Staff, owners and residents of your organization."
        actions={
          <>
            {invite}
            <ExportButton path="/api/admin/users" filters={filters} filename="users" />
          </>
        }
      />
      <Card>
        <FilterBar>
          <SearchBox placeholder="Search by name or email" />
          <FilterSelect
            name="role"
            label="Role"
            options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <FilterSelect
            name="status"
            label="Status"
            options={[
              { value: "active", label: "Active" },
              { value: "invited", label: "Invited" },
              { value: "suspended", label: "Suspended" },
            ]}
          />
        </FilterBar>
        <DataTable
          label="users"
          columns={columns}
          {...tableState(list)}
          empty={<NoRows noun="users" filtered={Object.values(filters).some(Boolean)} action={invite} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(user) => {
          setInviting(false);
          toast.show({
            tone: "success",
            text:
              user.status === "invited"
                ? `Invited ${user.email}: a link to set a password is on its way.`
                : `Added ${user.email}.`,
            audit: { targetType: "user", targetId: user.id },
          });
        }}
      />
      <EditUserDialog
        key={editing?.id ?? "none"}
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          setEditing(null);
          toast.show({
            tone: "success",
            text: `Saved ${user.name}: ${ROLE_LABELS[user.role]}, ${user.status}.`,
            audit: { targetType: "user", targetId: user.id },
          });
        }}
      />
      <ConfirmDialog
        open={suspending !== null}
        title={suspending?.status === "suspended" ? "Reactivate this user?" : "Suspend this user?"}
        confirmLabel={suspending?.status === "suspended" ? "Reactivate" : "Suspend"}
        pendingLabel="Saving…"
        danger={suspending?.status !== "suspended"}
        pending={suspend.isPending}
        error={suspend.error}
        onConfirm={() => suspending && suspend.mutate(suspending)}
        onClose={() => {
          suspend.reset();
          setSuspending(null);
        }}
      >
        <p>
          {suspending?.status === "suspended"
            ? `${suspending?.name} may sign in again.`
            : `${suspending?.name} can no longer sign in or use the admin console until reactivated.`}
        </p>
      </ConfirmDialog>
      {toast.view}
    </>
  );
}
