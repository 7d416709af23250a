"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { Tenant } from "@/lib/admin-client/admin-types";
import { createTenantBody } from "@/lib/tenants/tenant-schemas";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { blankToUndefined } from "../form-errors";
import { useFormDialog } from "../use-form-dialog";

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
  // The slug follows the name until someone types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(false);
  const form = useFormDialog({
    empty: { name: "", slug: "", plan: "" },
    schema: createTenantBody,
    toBody: (values) => ({ name: values.name, slug: values.slug, plan: blankToUndefined(values.plan) }),
    send: (body) => adminEnvelope<Tenant>("tenant", "/api/admin/tenants", { method: "POST", body }),
    onDone: (tenant) => {
      setSlugTouched(false);
      onCreated(tenant);
    },
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title="New tenant"
      submitLabel="Create tenant"
      pending={form.pending}
      error={form.error}
      notice={form.notice}
      onSubmit={form.submit}
    >
      <TextField
        label="Name"
        {...form.field("name")}
        onChange={(event) =>
          form.set({ name: event.target.value, ...(slugTouched ? {} : { slug: slugOf(event.target.value) }) })
        }
      />
      <TextField
        label="Slug"
        {...form.field("slug")}
        hint="Lowercase letters, digits and hyphens"
        onChange={(event) => {
          setSlugTouched(true);
          form.set({ slug: event.target.value });
        }}
      />
      <TextField label="Plan" {...form.field("plan")} hint="Optional" />
    </FormDialog>
  );
}
