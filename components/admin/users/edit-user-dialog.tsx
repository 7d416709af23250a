"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { SelectField } from "@/components/ui/field";
import { isPlatformSession, useAdminSession } from "../admin-session";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { assignableRoles } from "./user-labels";

const STATUSES = [
  { value: "active", label: "Active" },
  { value: "invited", label: "Invited" },
  { value: "suspended", label: "Suspended" },
];

// Role and status of one user (the parent remounts it per user); a change of role takes effect on their next request.
export function EditUserDialog({ user, onClose, onSaved }: { user: User | null; onClose: () => void; onSaved: (user: User) => void }) {
  const platform = isPlatformSession(useAdminSession());
  const [role, setRole] = useState<string>(user?.role ?? "staff");
  const [status, setStatus] = useState<string>(user?.status ?? "active");
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation(({ id, body }: { id: string; body: unknown }) => adminEnvelope<User>("user", `/api/admin/users/${id}`, { method: "PATCH", body }), onSaved);
  const close = () => {
    setErrors({});
    save.reset();
    onClose();
  };
  return (
    <FormDialog
      open={user !== null}
      onClose={close}
      title={user ? `Edit ${user.name}` : "Edit user"}
      submitLabel="Save changes"
      pending={save.isPending}
      error={save.error}
      onSubmit={() => {
        if (!user) return;
        const body = { ...(role !== user.role ? { role } : {}), ...(status !== user.status ? { status } : {}) };
        if (Object.keys(body).length === 0) return setErrors({ role: "change the role or the status first" });
        setErrors({});
        save.mutate({ id: user.id, body }, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <SelectField label="Role" name="role" value={role} error={errors.role} onChange={(event) => setRole(event.target.value)} options={assignableRoles(platform)} />
      <SelectField label="Status" name="status" value={status} error={errors.status} onChange={(event) => setStatus(event.target.value)} options={STATUSES} />
    </FormDialog>
  );
}
