"use client";

import { adminDelete } from "@/lib/admin-client/admin-fetch";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminMutation } from "./use-admin-mutation";

// DELETE of one row; the API decides whether it is deleted, archived or retired and says so in X-Deletion.
export function DeleteDialog<T extends { id: string }>({
  item,
  noun,
  label,
  path,
  explanation,
  onDone,
  onClose,
}: {
  item: T | null;
  noun: string;
  label: (item: T) => string;
  path: (item: T) => `/api/admin/${string}`;
  explanation: string;
  onDone: (deletion: string, item: T) => void;
  onClose: () => void;
}) {
  const remove = useAdminMutation((target: T) => adminDelete(path(target)), onDone);
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Remove this ${noun}?`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      danger
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => item && remove.mutate(item)}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    >
      <p>
        <strong>{item ? label(item) : ""}</strong>: {explanation}
      </p>
    </ConfirmDialog>
  );
}
