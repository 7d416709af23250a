"use client";

import { adminDelete } from "@/lib/admin-client/admin-fetch";
import { ConfirmAction } from "./confirm-action";

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
  return (
    <ConfirmAction
      item={item}
      run={(target: T) => adminDelete(path(target))}
      onDone={onDone}
      onClose={onClose}
      title={`Remove this ${noun}?`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      danger
    >
      <p>
        <strong>{item ? label(item) : ""}</strong>: {explanation}
      </p>
    </ConfirmAction>
  );
}
