"use client";

import type { FormEvent, ReactNode } from "react";
import { AdminApiError } from "@/lib/admin-client/admin-api-error";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/states";

// A dialog holding one form: submit with progress, the API's message when it refuses, or a neutral note.
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  pending,
  error,
  notice,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  notice?: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = `form-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {pending ? "Saving…" : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {error ? (
          <Notice tone="error">
            {error instanceof AdminApiError && error.details.length ? "Check the highlighted fields: " : ""}
            {error instanceof Error ? error.message : "The change failed."}
          </Notice>
        ) : notice ? (
          <Notice tone="info">{notice}</Notice>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
