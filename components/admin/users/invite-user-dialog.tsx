"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { createUserBody } from "@/lib/users/user-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { apiFieldErrors, blankToNull, blankToUndefined, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { useTenantOptions } from "../use-tenant-options";
import { assignableRoles } from "./user-labels";

const EMPTY = { tenantId: "", email: "", name: "", phone: "", role: "staff" };

export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (user: User) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const tenants = useTenantOptions();
  const invite = useAdminMutation((body: unknown) => adminEnvelope<User>("user", "/api/admin/users", { method: "POST", body }), (user) => {
    setValues(EMPTY);
    onInvited(user);
  });
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const close = () => {
    setErrors({});
    invite.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Invite a user"
      submitLabel="Send invitation"
      pending={invite.isPending}
      error={invite.error}
      onSubmit={() => {
        const body = {
          ...(tenants.platform && values.role !== "platform_admin" ? { tenantId: blankToUndefined(values.tenantId) } : {}),
          email: values.email.trim(),
          name: values.name,
          phone: blankToNull(values.phone),
          role: values.role,
          status: "invited",
        };
        const checked = validate(createUserBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        invite.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      {tenants.platform && values.role !== "platform_admin" ? (
        <SelectField label="Tenant" {...field("tenantId")} options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]} />
      ) : null}
      <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
      <TextField label="Name" {...field("name")} />
      <SelectField label="Role" {...field("role")} options={assignableRoles(tenants.platform)} />
      <TextField label="Phone" type="tel" hint="E.164, optional" {...field("phone")} />
    </FormDialog>
  );
}
