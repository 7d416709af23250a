"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { ApiKey } from "@/lib/admin-client/admin-types";
import { updateApiKeyBody } from "@/lib/api-keys/api-key-schemas";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";

// The parent remounts it per key (key={id}), so the name starts from that key.
export function RenameKeyDialog({
  apiKey,
  onClose,
  onRenamed,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onRenamed: (key: ApiKey) => void;
}) {
  const [name, setName] = useState(apiKey?.name ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const rename = useAdminMutation(
    ({ id, body }: { id: string; body: unknown }) =>
      adminEnvelope<ApiKey>("apiKey", `/api/admin/api-keys/${id}`, { method: "PATCH", body }),
    onRenamed,
  );
  const close = () => {
    setErrors({});
    rename.reset();
    onClose();
  };
  return (
    <FormDialog
      open={apiKey !== null}
      onClose={close}
      title="Rename API key"
      submitLabel="Save name"
      pending={rename.isPending}
      error={rename.error}
      onSubmit={() => {
        const checked = validate(updateApiKeyBody, { name });
        if (checked.errors) return setErrors(checked.errors);
        setErrors({});
        if (apiKey)
          rename.mutate({ id: apiKey.id, body: { name } }, { onError: (error) => setErrors(apiFieldErrors(error)) });
      }}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
