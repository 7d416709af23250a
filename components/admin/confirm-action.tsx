"use client";

import type { ComponentProps } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminMutation } from "./use-admin-mutation";

type DialogProps = Omit<ComponentProps<typeof ConfirmDialog>, "open" | "pending" | "error" | "onConfirm" | "onClose">;

// Asks before a change to `item` and makes it: open while `item` is set, closed on Cancel or once `run` succeeds.
export function ConfirmAction<T, R>({
  item,
  run,
  onDone,
  onClose,
  ...dialog
}: DialogProps & {
  item: T | null;
  run: (item: T) => Promise<R>;
  onDone: (result: R, item: T) => void;
  onClose: () => void;
}) {
  const mutation = useAdminMutation(run, (result: R, target: T) => {
    onClose();
    onDone(result, target);
  });
  return (
    <ConfirmDialog
      {...dialog}
      open={item !== null}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => item !== null && mutation.mutate(item)}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    />
  );
}
