"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { updateUserBody } from "@/lib/users/user-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { isPlatformSession, useAdminSession } from "../admin-session";
import { FormDialog } from "@/components/ui/form-dialog";
import { blankToNull } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { rowsOf, UnitMembershipsField, unitsBody, type MembershipRow } from "./unit-memberships-field";
import { assignableRoles, USER_STATUS_OPTIONS } from "./user-labels";

// Name, phone, units, role and status of one user, sending only what changed (the parent remounts it per user);
// a change of role takes effect on their next request.
export function EditUserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: User | null;
  onClose: () => void;
  onSaved: (user: User) => void;
}) {
  const platform = isPlatformSession(useAdminSession());
  const [rows, setRows] = useState<MembershipRow[]>(() => rowsOf(user?.units ?? []));
  const form = useFormDialog({
    empty: {
      name: user?.name ?? "",
      phone: user?.phone ?? "",
      role: user?.role ?? "staff",
      status: user?.status ?? "active",
    },
    changedFrom: user ?? undefined,
    schema: updateUserBody,
    toBody: (values) => ({
      name: values.name.trim(),
      phone: blankToNull(values.phone),
      role: values.role,
      status: values.status,
      // A platform admin belongs to no unit.
      ...(user?.role === "platform_admin" ? {} : { units: unitsBody(rows) }),
    }),
    send: (body) => adminEnvelope<User>("user", `/api/admin/users/${user?.id}`, { method: "PATCH", body }),
    // Saved: the dialog closes and the parent says so.
    onDone: (saved) => {
      onClose();
      onSaved(saved);
    },
    onClose,
  });
  return (
    <FormDialog
      open={user !== null}
      onClose={form.close}
      title={user ? `Edit ${user.name}` : "Edit user"}
      submitLabel="Save changes"
      pending={form.pending}
      error={form.error}
      notice={form.notice}
      onSubmit={form.submit}
    >
      <TextField label="Name" {...form.field("name")} />
      <TextField
        label="Phone"
        type="tel"
        hint="E.164, such as +15005550006; empty to remove"
        {...form.field("phone")}
      />
      <SelectField label="Role" {...form.field("role")} options={assignableRoles(platform)} />
      <SelectField label="Status" {...form.field("status")} options={USER_STATUS_OPTIONS} />
      {user?.role === "platform_admin" ? null : (
        <UnitMembershipsField rows={rows} onChange={setRows} error={form.errors.units} />
      )}
    </FormDialog>
  );
}
