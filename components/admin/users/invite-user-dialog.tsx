"use client";

import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { createUserBody } from "@/lib/users/user-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "../form-dialog";
import { blankToNull, blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { useTenantOptions } from "../use-tenant-options";
import { assignableRoles } from "./user-labels";

export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (user: User) => void }) {
  const tenants = useTenantOptions();
  // Platform admins belong to no tenant, so the tenant is asked for only for the other roles.
  const needsTenant = (role: string) => tenants.platform && role !== "platform_admin";
  const form = useFormDialog({
    empty: { tenantId: "", email: "", name: "", phone: "", role: "staff" },
    schema: createUserBody,
    toBody: (values) => ({
      ...(needsTenant(values.role) ? { tenantId: blankToUndefined(values.tenantId) } : {}),
      email: values.email.trim(),
      name: values.name,
      phone: blankToNull(values.phone),
      role: values.role,
      status: "invited",
    }),
    send: (body) => adminEnvelope<User>("user", "/api/admin/users", { method: "POST", body }),
    onDone: onInvited,
    onClose,
  });
  return (
    <FormDialog open={open} onClose={form.close} title="Invite a user" submitLabel="Send invitation" pending={form.pending} error={form.error} onSubmit={form.submit}>
      {needsTenant(form.values.role) ? (
        <SelectField label="Tenant" {...form.field("tenantId")} options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]} />
      ) : null}
      <TextField label="Email" type="email" autoComplete="off" {...form.field("email")} />
      <TextField label="Name" {...form.field("name")} />
      <SelectField label="Role" {...form.field("role")} options={assignableRoles(tenants.platform)} />
      <TextField label="Phone" type="tel" hint="E.164, optional" {...form.field("phone")} />
    </FormDialog>
  );
}
