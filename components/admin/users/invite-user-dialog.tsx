"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { createUserBody } from "@/lib/users/user-schemas";
import { SelectField, TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { blankToNull, blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";
import { useTenantOptions } from "../use-tenant-options";
import { membershipRow, UnitMembershipsField, unitsBody, type MembershipRow } from "./unit-memberships-field";
import { assignableRoles } from "./user-labels";

// `preset` opens it as "Add resident" for a property or one of its units.
export function InviteUserDialog({
  open,
  onClose,
  onInvited,
  preset,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (user: User) => void;
  preset?: { propertyId: string; unitId?: string };
}) {
  const tenants = useTenantOptions();
  const firstRows = () =>
    preset ? [membershipRow({ propertyId: preset.propertyId, unitId: preset.unitId ?? "" })] : [];
  const [rows, setRows] = useState<MembershipRow[]>(firstRows);
  // Platform admins belong to no tenant, so the tenant is asked for only for the other roles.
  const needsTenant = (role: string) => tenants.platform && role !== "platform_admin";
  const form = useFormDialog({
    empty: { tenantId: "", email: "", name: "", phone: "", role: preset ? "resident" : "staff" },
    schema: createUserBody,
    toBody: (values) => ({
      ...(needsTenant(values.role) ? { tenantId: blankToUndefined(values.tenantId) } : {}),
      email: values.email.trim(),
      name: values.name,
      phone: blankToNull(values.phone),
      role: values.role,
      status: "invited",
      ...(values.role === "platform_admin" ? {} : { units: unitsBody(rows) }),
    }),
    send: (body) => adminEnvelope<User>("user", "/api/admin/users", { method: "POST", body }),
    onDone: (user) => {
      setRows(firstRows());
      onInvited(user);
    },
    onClose: () => {
      setRows(firstRows());
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title={preset ? "Add a resident" : "Invite a user"}
      submitLabel="Send invitation"
      pending={form.pending}
      error={form.error}
      notice={form.notice}
      onSubmit={form.submit}
    >
      {needsTenant(form.values.role) ? (
        <SelectField
          label="Tenant"
          {...form.field("tenantId")}
          options={[{ value: "", label: "Choose a tenant" }, ...tenants.options]}
        />
      ) : null}
      <TextField label="Email" type="email" autoComplete="off" {...form.field("email")} />
      <TextField label="Name" {...form.field("name")} />
      <SelectField label="Role" {...form.field("role")} options={assignableRoles(tenants.platform)} />
      <TextField
        label="Phone"
        type="tel"
        hint="E.164, such as +15005550006; the intercom rings this number"
        {...form.field("phone")}
      />
      {form.values.role === "platform_admin" ? null : (
        <UnitMembershipsField rows={rows} onChange={setRows} error={form.errors.units} />
      )}
    </FormDialog>
  );
}
