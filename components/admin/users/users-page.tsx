"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAdminSession, useCan } from "../admin-session";
import { ConfirmAction } from "../confirm-action";
import type { Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { FilterSelect, SearchBox } from "@/components/ui/list-filters";
import { ListPage } from "../list-page";
import { usePagedList } from "../use-paged-list";
import { useToast } from "../use-toast";
import { useUrlFilters } from "@/components/ui/use-url-state";
import { UnitLinks } from "../units/unit-link";
import { useUnitLabels } from "../units/use-unit-labels";
import { EditUserDialog } from "./edit-user-dialog";
import { InvitationActions } from "./invitation-actions";
import { InviteUserDialog } from "./invite-user-dialog";
import { ROLE_LABELS, STATUS_LABELS, STATUS_TONES, USER_STATUS_OPTIONS } from "./user-labels";

export function UsersPage() {
  const session = useAdminSession();
  const filters = useUrlFilters(["q", "role", "status"]);
  const list = usePagedList<User>("users", "/api/admin/users", filters);
  const canWrite = useCan("users:write");
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [suspending, setSuspending] = useState<User | null>(null);
  const toast = useToast();
  const unitLabels = useUnitLabels(list.query.data?.items.flatMap((u) => u.unitIds) ?? []);
  const columns: Column<User>[] = [
    { header: "Name", cell: (u) => <span className="font-medium">{u.name}</span> },
    { header: "Email", cell: (u) => <span className="text-slate-600">{u.email}</span>, hideOnMobile: true },
    { header: "Unit(s)", cell: (u) => <UnitLinks ids={u.unitIds} labels={unitLabels} /> },
    { header: "Role", cell: (u) => ROLE_LABELS[u.role] },
    { header: "Status", cell: (u) => <Badge tone={STATUS_TONES[u.status]}>{STATUS_LABELS[u.status]}</Badge> },
    { header: "Created", cell: (u) => <DateTime value={u.createdAt} />, hideOnMobile: true },
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
  return (
    <ListPage
      title="Users"
      description="Staff, owners and residents of your organization."
      actions={canWrite ? <Button onClick={() => setInviting(true)}>Invite user</Button> : null}
      list={list}
      exportAs="users"
      noun="users"
      columns={columns}
      filters={
        <>
          <SearchBox placeholder="Search by name or email" />
          <FilterSelect
            name="role"
            label="Role"
            options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <FilterSelect name="status" label="Status" options={USER_STATUS_OPTIONS} />
        </>
      }
    >
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
          toast.show({
            tone: "success",
            text: `Saved ${user.name}: ${ROLE_LABELS[user.role]}, ${user.status}.`,
            audit: { targetType: "user", targetId: user.id },
          });
        }}
      />
      <ConfirmAction
        item={suspending}
        run={(user: User) =>
          adminEnvelope<User>("user", `/api/admin/users/${user.id}`, {
            method: "PATCH",
            body: { status: user.status === "suspended" ? "active" : "suspended" },
          })
        }
        onDone={(user) =>
          toast.show({
            tone: "success",
            text:
              user.status === "suspended"
                ? `${user.name} is suspended and signed out of the API.`
                : `${user.name} is active again.`,
            audit: { targetType: "user", targetId: user.id },
          })
        }
        onClose={() => setSuspending(null)}
        title={suspending?.status === "suspended" ? "Reactivate this user?" : "Suspend this user?"}
        confirmLabel={suspending?.status === "suspended" ? "Reactivate" : "Suspend"}
        pendingLabel="Saving…"
        danger={suspending?.status !== "suspended"}
      >
        <p>
          {suspending?.status === "suspended"
            ? `${suspending?.name} may sign in again.`
            : `${suspending?.name} can no longer sign in or use the admin console until reactivated.`}
        </p>
      </ConfirmAction>
      {toast.view}
    </ListPage>
  );
}
