"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Tenant } from "@/lib/admin-client/admin-types";
import { createTenantBody } from "@/lib/tenants/tenant-schemas";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFieldErrors, blankToUndefined, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";

const EMPTY = { name: "", slug: "", plan: "" };
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);

export function TenantFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (tenant: Tenant) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useAdminMutation(
    (body: unknown) => adminEnvelope<Tenant>("tenant", "/api/admin/tenants", { method: "POST", body }),
    (tenant) => {
      setValues(EMPTY);
      setSlugTouched(false);
      onCreated(tenant);
    },
  );
  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="New tenant"
      submitLabel="Create tenant"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        const body = { name: values.name, slug: values.slug, plan: blankToUndefined(values.plan) };
        const checked = validate(createTenantBody, body);
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        create.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <TextField
        label="Name"
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(event) =>
          setValues((current) => ({
            ...current,
            name: event.target.value,
            slug: slugTouched ? current.slug : slugOf(event.target.value),
          }))
        }
      />
      <TextField
        label="Slug"
        name="slug"
        value={values.slug}
        error={errors.slug}
        hint="Lowercase letters, digits and hyphens"
        onChange={(event) => {
          setSlugTouched(true);
          setValues((current) => ({ ...current, slug: event.target.value }));
        }}
      />
      <TextField
        label="Plan"
        name="plan"
        value={values.plan}
        error={errors.plan}
        hint="Optional"
        onChange={(event) => setValues((current) => ({ ...current, plan: event.target.value }))}
      />
    </FormDialog>
  );
}
