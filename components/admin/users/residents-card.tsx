"use client";

import { useState } from "react";
import type { User } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { useCan } from "../admin-session";
import { DataTable, type Column } from "@/components/ui/data-table";
import { useAdminList } from "../use-admin-query";
import type { useToast } from "../use-toast";
import { EditUserDialog } from "./edit-user-dialog";
import { InviteUserDialog } from "./invite-user-dialog";
import { STATUS_LABELS, STATUS_TONES } from "./user-labels";

export const residentNameColumn: Column<User> = {
  header: "Name",
  cell: (u) => <span className="font-medium">{u.name}</span>,
};
export const residentStatusColumn: Column<User> = {
  header: "Status",
  cell: (u) => <Badge tone={STATUS_TONES[u.status]}>{STATUS_LABELS[u.status]}</Badge>,
};

type Props = {
  title: string;
  label: string;
  className?: string;
  // Who is listed: the residents of a property or the members of a unit.
  filter: { role?: "resident"; propertyId?: string; unitId?: string };
  // Where Add resident puts the new resident; the property, or a unit of it.
  preset: { propertyId: string; unitId?: string } | null;
  addedText: (user: User) => string;
  // The table's columns; `edit` opens Edit user on a row.
  columns: (edit: (user: User) => void) => Column<User>[];
  order?: (users: User[]) => User[];
  // Something else the columns need is still loading.
  waiting?: boolean;
  show: ReturnType<typeof useToast>["show"];
};

// The residents of a property or unit on its detail page, with Add resident and Edit for those who may write users.
export function ResidentsCard({
  title,
  label,
  className,
  filter,
  preset,
  addedText,
  columns,
  order,
  waiting,
  show,
}: Props) {
  const residents = useAdminList<User>("users", "/api/admin/users", { ...filter, limit: 200 });
  const canWrite = useCan("users:write");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const rows = residents.data?.items;
  return (
    <Card
      title={title}
      className={className}
      action={
        canWrite && preset ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            Add resident
          </Button>
        ) : null
      }
    >
      <DataTable
        label={label}
        columns={columns(setEditing)}
        rows={rows && order ? order(rows) : rows}
        loading={residents.isPending || Boolean(waiting)}
        error={residents.error}
        onRetry={() => residents.refetch()}
        empty={<EmptyState title="No residents yet" />}
      />
      {preset ? (
        <InviteUserDialog
          open={adding}
          preset={preset}
          onClose={() => setAdding(false)}
          onInvited={(user) => {
            setAdding(false);
            show({ tone: "success", text: addedText(user) });
          }}
        />
      ) : null}
      <EditUserDialog
        key={editing?.id ?? "none"}
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          show({ tone: "success", text: `Saved ${user.name}.` });
        }}
      />
    </Card>
  );
}
