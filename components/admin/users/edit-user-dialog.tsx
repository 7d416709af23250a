"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { updateUserBody } from "@/lib/users/user-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { isPlatformSession, useAdminSession } from "../admin-session";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, blankToNull, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { rowsOf, UnitMembershipsField, unitsBody, type MembershipRow } from "./unit-memberships-field";
import { assignableRoles } from "./user-labels";

const STATUSES = [
  { value: "active", label: "Active" },
  { value: "invited", label: "Invited" },
  { value: "suspended", label: "Suspended" },
];

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
  const [values, setValues] = useState({
    name: user?.name ?? "",
    phone: user?.phone ?? "",
    role: user?.role ?? "staff",
    status: user?.status ?? "active",
  });
  const [rows, setRows] = useState<MembershipRow[]>(() => rowsOf(user?.units ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation(
    ({ id, body }: { id: string; body: unknown }) =>
      adminEnvelope<User>("user", `/api/admin/users/${id}`, { method: "PATCH", body }),
    onSaved,
  );
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const close = () => {
    setErrors({});
    save.reset();
    onClose();
  };
  const submit = () => {
    if (!user) return;
    const next = {
      name: values.name.trim(),
      phone: blankToNull(values.phone),
      role: values.role,
      status: values.status,
    };
    const body: Record<string, unknown> = Object.fromEntries(
      Object.entries(next).filter(([name, value]) => value !== user[name as keyof typeof next]),
    );
    const units = unitsBody(rows);
    if (JSON.stringify(units) !== JSON.stringify(user.units) && user.role !== "platform_admin") body.units = units;
    if (Object.keys(body).length === 0) return setErrors({ name: "Nothing has changed yet" });
    const checked = validate(updateUserBody, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    save.mutate({ id: user.id, body }, { onError: (error) => setErrors(apiFieldErrors(error)) });
  };
  return (
    <FormDialog
      open={user !== null}
      onClose={close}
      title={user ? `Edit ${user.name}` : "Edit user"}
      submitLabel="Save changes"
      pending={save.isPending}
      error={save.error}
      onSubmit={submit}
    >
      <TextField label="Name" {...field("name")} />
      <TextField label="Phone" type="tel" hint="E.164, such as +15005550006; empty to remove" {...field("phone")} />
      <SelectField label="Role" {...field("role")} options={assignableRoles(platform)} />
      <SelectField label="Status" {...field("status")} options={STATUSES} />
      {user?.role === "platform_admin" ? null : (
        <UnitMembershipsField rows={rows} onChange={setRows} error={errors.units} />
      )}
    </FormDialog>
  );
}
