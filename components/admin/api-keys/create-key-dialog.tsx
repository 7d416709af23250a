"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { AdminSession, ApiKeyWithSecret } from "@/lib/admin-client/admin-types";
import { createApiKeyBody } from "@/lib/api-keys/api-key-schemas";
import { TextField } from "@/components/ui/field";
import { useAdminSession } from "../admin-session";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { ScopePicker } from "./scope-picker";

type Scope = AdminSession["scopes"][number];

export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyWithSecret) => void;
}) {
  const session = useAdminSession();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [expiresOn, setExpiresOn] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useAdminMutation(
    (body: unknown) => adminEnvelope<ApiKeyWithSecret>("apiKey", "/api/admin/api-keys", { method: "POST", body }),
    (key) => {
      setName("");
      setScopes([]);
      setExpiresOn("");
      onCreated(key);
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
      title="New API key"
      submitLabel="Create key"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        const body = {
          name,
          scopes,
          ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59.000Z`).toISOString() } : {}),
        };
        const checked = validate(createApiKeyBody, body);
        if (checked.errors)
          return setErrors({ ...checked.errors, ...(scopes.length ? {} : { scopes: "Choose at least one scope." }) });
        setErrors({});
        create.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        error={errors.name}
        hint="What uses it, such as Billing sync"
        onChange={(event) => setName(event.target.value)}
      />
      <ScopePicker available={session.scopes} selected={scopes} onChange={setScopes} error={errors.scopes} />
      <TextField
        label="Expires on"
        name="expiresAt"
        type="date"
        value={expiresOn}
        error={errors.expiresAt}
        hint="Optional; the key stops working after that day (UTC)"
        onChange={(event) => setExpiresOn(event.target.value)}
      />
    </FormDialog>
  );
}
